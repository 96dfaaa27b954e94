import { LIMITS } from './constants.js';

// Kept out of MESSAGES (see order-messages.ts): only the server sends these.

/** Refusals of request bodies the database could not store or the server would not walk. */
export const INPUT_MESSAGES = {
  loneSurrogate: 'Must be valid Unicode text: it holds half of a surrogate pair without the other.',
  jsonTooDeep: `The JSON body is nested too deeply (at most ${LIMITS.jsonMaxDepth} levels of arrays and objects).`,
} as const;

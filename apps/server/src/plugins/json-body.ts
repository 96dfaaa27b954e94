import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INPUT_MESSAGES, LIMITS } from '@attire/contract';
import { validationError } from '../lib/errors.js';

/**
 * JSON bodies for every route: Fastify's own parser (with its guards against prototype
 * poisoning), behind a limit on how deeply arrays and objects nest. JSON.parse copes with any
 * depth, but what walks a body later by recursion does not: a 40 KB body nested 20,000 arrays
 * deep overflowed the stack while the PayPal webhook's event was serialised (a 502). Refused
 * here, a bad body is a 400 whatever its shape and wherever it is sent.
 *
 * A route whose config asks for `rawBody` also gets the text exactly as received (the PayPal
 * webhook, whose event PayPal checks as it sent it).
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parseJson = app.getDefaultJsonParser(
      onProtoPoisoning ?? 'error',
      onConstructorPoisoning ?? 'error',
    );
    app.addContentTypeParser(
      'application/json',
      // A parser without a limit of its own would read bodies of any size.
      { parseAs: 'string', bodyLimit },
      (request, body, done) => {
        const text = body as string;
        if (nestsDeeperThan(text, LIMITS.jsonMaxDepth)) {
          done(validationError({ body: [INPUT_MESSAGES.jsonTooDeep] }), undefined);
          return;
        }
        if (request.routeOptions.config.rawBody) request.rawBody = text;
        parseJson(request, text, done);
      },
    );
  },
  { name: 'json-body' },
);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text opens more than `limit` arrays and objects inside one another, counted in
 * one pass over the text (never by recursion). Brackets inside strings do not count. Text that
 * is not JSON at all is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(code)) {
      depth--;
    }
  }
  return false;
}

import type { FastifyRequest } from 'fastify';
import { MESSAGES, INPUT_MESSAGES } from '@attire/contract';
import { type FieldErrors, validationError } from '../lib/errors.js';

const NUL = '\u0000';
// Half of a UTF-16 surrogate pair without the other half. It has no UTF-8 form: PostgreSQL
// refuses its escape in a JSON column (a 500) and the driver turns it into U+FFFD in a text one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A preValidation hook that refuses text the database cannot store as sent (a NUL character,
 * a lone surrogate) anywhere in a request's path parameters, query or JSON body. Checked here,
 * before any schema, it is a field error for every field there is and every field still to come.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const errors: FieldErrors = {};
  for (const part of [request.params, request.query, request.body]) {
    for (const [field, message] of unstorableFields(part)) errors[field] = [message];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Why a piece of text cannot be stored, if it cannot. */
function unstorable(text: string): string | undefined {
  if (text.includes(NUL)) return MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.loneSurrogate;
  return undefined;
}

/** The top-level fields whose value (at any depth, keys included) cannot be stored, and why. */
function unstorableFields(part: unknown): [string, string][] {
  if (typeof part === 'string') {
    const problem = unstorable(part);
    return problem ? [['body', problem]] : [];
  }
  if (!part || typeof part !== 'object') return [];
  const found: [string, string][] = [];
  for (const [key, value] of Object.entries(part)) {
    const problem = unstorable(key) ?? firstUnstorable(value);
    if (problem) found.push([key, problem]);
  }
  return found;
}

// Walked with a stack of its own, not recursion: a deeply nested body must not overflow ours.
function firstUnstorable(root: unknown): string | undefined {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const problem = unstorable(value);
      if (problem) return problem;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const problem = unstorable(key);
        if (problem) return problem;
        pending.push(inner);
      }
    }
  }
  return undefined;
}

import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@attire/contract';
import { type FieldErrors, validationError } from '../lib/errors.js';

const NUL = '\u0000';

/**
 * A preValidation hook that refuses a NUL character anywhere in a request's path parameters,
 * query or JSON body. PostgreSQL cannot store it in text, so it would fail deep in a query
 * (a 500); checked here, before any schema, it is a field error for every field there is and
 * every field still to come.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const errors: FieldErrors = {};
  for (const part of [request.params, request.query, request.body]) {
    for (const field of fieldsHoldingNul(part)) errors[field] = [MESSAGES.nulCharacter];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The top-level fields whose value (at any depth, keys included) holds a NUL. */
function fieldsHoldingNul(part: unknown): string[] {
  if (typeof part === 'string') return part.includes(NUL) ? ['body'] : [];
  if (!part || typeof part !== 'object') return [];
  return Object.entries(part)
    .filter(([key, value]) => key.includes(NUL) || holdsNul(value))
    .map(([key]) => key);
}

// Walked with a stack of its own, not recursion: a deeply nested body must not overflow ours.
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes(NUL)) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes(NUL)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

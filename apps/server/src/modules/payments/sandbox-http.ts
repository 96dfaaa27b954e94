import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SandboxError } from './sandbox-store.js';

/** The sandbox answers failures the way PayPal does, not in the shop's envelope. */
export function sandboxErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof SandboxError) return reply.status(error.statusCode).send(error.body);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send({
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      details: error.validation.map((issue) => ({
        field: issue.instancePath || '/',
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: issue.message ?? 'Invalid value',
      })),
    });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply.status(status).send({ name: 'INVALID_REQUEST', message: error.message });
  }
  request.log.error({ err: error }, 'PayPal sandbox failed');
  return reply
    .status(500)
    .send({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' });
}

/** The URL with the given query parameters set, keeping any it already has. */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { newId } from './records.js';

/** A refusal in PayPal's own shape. */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.error ?? 'PayPal sandbox error'));
  }
}

export function sandboxIssue(status: number, name: string, issue: string, description: string) {
  return new SandboxError(status, {
    name,
    message: description,
    debug_id: newId(13).toLowerCase(),
    details: [{ issue, description }],
  });
}

export const unprocessable = (issue: string, description: string) =>
  sandboxIssue(422, 'UNPROCESSABLE_ENTITY', issue, description);

export const notFound = (what: string, id: string) =>
  sandboxIssue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `${what} ${id} not found.`);

/** The input as the schema reads it (unknown fields dropped), or PayPal's 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw new SandboxError(400, {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: newId(13).toLowerCase(),
    details: parsed.error.issues.slice(0, 10).map((issue) => ({
      field: `/${issue.path.join('/')}`,
      issue: 'INVALID_PARAMETER_SYNTAX',
      description: issue.message,
    })),
  });
}

/** The sandbox answers failures the way PayPal does, not in the shop's envelope. */
export function sandboxErrorHandler(
  error: FastifyError | SandboxError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof SandboxError) return reply.status(error.statusCode).send(error.body);
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply.status(status).send({ name: 'INVALID_REQUEST', message: error.message });
  }
  request.log.error({ err: error }, 'PayPal sandbox failed');
  return reply
    .status(500)
    .send({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' });
}

export const rateLimited = () =>
  new SandboxError(429, {
    name: 'RATE_LIMIT_REACHED',
    message: 'Too many requests. Blocked due to rate limiting.',
  });

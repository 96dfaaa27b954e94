import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { issue, statusOf, type Detail, type IssueName } from './issues.js';
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

// PayPal's top-level name and message for each status; the details say what was wrong.
const NAMES: Record<number, [string, string]> = {
  400: [
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
  ],
  403: ['NOT_AUTHORIZED', 'Authorization failed due to insufficient permissions.'],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: [
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  ],
};

/** PayPal's error for these details, with the status `status` (the first issue's by default). */
export function refusal(details: Detail[], status?: number): SandboxError {
  const first = details[0]!;
  const code = status ?? statusOf(first.issue as IssueName);
  const [name, message] = NAMES[code] ?? [first.issue, first.description];
  if (!NAMES[code]) return new SandboxError(code, { name, message, debug_id: debugId() });
  return new SandboxError(code, {
    name,
    message,
    debug_id: debugId(),
    details,
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${first.issue}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });
}

/** PayPal's error for one issue: `refuse('ORDER_NOT_APPROVED')`. */
export const refuse = (name: IssueName, field?: string, value?: string) =>
  refusal([issue(name, field, value)]);

export const notFound = (what: string, id: string) =>
  refusal([{ ...issue('INVALID_RESOURCE_ID'), description: `${what} ${id} does not exist.` }]);

const debugId = () => newId(13).toLowerCase();

/** The input as the schema reads it (unknown fields dropped), or PayPal's 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // With the input in each issue, so that a missing field can be told from a wrong one.
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw refusal(
    parsed.error.issues.slice(0, 10).map((problem) => {
      const field = `/${problem.path.join('/')}`;
      return { ...issue(issueOf(problem), field), description: problem.message };
    }),
  );
}

/** The name PayPal gives what zod found wrong. */
function issueOf(problem: z.core.$ZodIssue): IssueName {
  if (problem.input === undefined) return 'MISSING_REQUIRED_PARAMETER';
  switch (problem.code) {
    case 'too_big':
    case 'too_small':
      if (problem.origin === 'array') {
        return problem.code === 'too_big' ? 'INVALID_ARRAY_MAX_ITEMS' : 'INVALID_ARRAY_MIN_ITEMS';
      }
      return problem.origin === 'string' ? 'INVALID_STRING_LENGTH' : 'INVALID_PARAMETER_VALUE';
    case 'invalid_value':
    case 'invalid_union':
      return 'INVALID_PARAMETER_VALUE';
    default:
      return 'INVALID_PARAMETER_SYNTAX';
  }
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

export const rateLimited = () => refuse('RATE_LIMIT_REACHED');

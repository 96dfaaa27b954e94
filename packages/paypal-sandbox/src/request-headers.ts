import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refusal, refuse } from './errors.js';
import { isIssueName, issue, statusOf } from './issues.js';
import type { SandboxReply } from './store-core.js';
import { minimal } from './views.js';

// PayPal's request headers that shape a reply: Prefer, PayPal-Request-Id and, for negative
// testing, PayPal-Mock-Response.

/**
 * Answers with PayPal's `Prefer`: `return=minimal` (the default) gives the id, the status and
 * the links; `return=representation` the whole resource.
 */
export function send(request: FastifyRequest, reply: FastifyReply, result: SandboxReply) {
  const whole = /return=representation/i.test(String(request.headers.prefer ?? ''));
  if (!result.body) return reply.status(result.status).send();
  return reply.status(result.status).send(whole ? result.body : minimal(result.body));
}

/** PayPal-Request-Id, scoped to the call it came with and hashed to a fixed size. */
export function requestKey(request: FastifyRequest): string | undefined {
  const id = request.headers['paypal-request-id'];
  if (typeof id !== 'string' || !id) return undefined;
  if (id.length > 108) throw refuse('INVALID_STRING_LENGTH', 'PayPal-Request-Id');
  const call = `${request.method} ${request.url.split('?')[0]} ${id}`;
  return createHash('sha256').update(call).digest('base64url');
}

/**
 * PayPal's negative testing: `PayPal-Mock-Response: {"mock_application_codes": "CODE"}` makes
 * the call fail with that error, as PayPal's table gives it, before anything happens. A code
 * the sandbox does not know is ignored and the call answered as usual, as PayPal does.
 */
export async function mockResponse(request: FastifyRequest) {
  const header = request.headers['paypal-mock-response'];
  if (typeof header !== 'string') return;
  let code: unknown;
  try {
    code = (JSON.parse(header) as { mock_application_codes?: unknown }).mock_application_codes;
  } catch {
    return;
  }
  if (typeof code !== 'string' || !isIssueName(code) || code === 'SANDBOX_NOT_PENDING') return;
  throw refusal([issue(code)], statusOf(code));
}

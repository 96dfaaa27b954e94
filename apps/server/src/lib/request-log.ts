import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, once it is answered, naming the request (method, URL, address) and
 * how it went (status, time), instead of Fastify's two, one on arrival and one on completion:
 * logging was a fifth of the cost of a request, and the arrival line says nothing the other
 * does not. Failures still get their own lines (plugins/errors.ts and Fastify's).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

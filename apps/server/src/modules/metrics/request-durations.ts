import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched (a 404, whatever path it asked for). */
export const UNMATCHED_ROUTE = 'unmatched';

// From a cached read (5 ms) to past the statement timeout's 503 (5 s).
const BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `http_request_duration_seconds`, observed as each reply ends. The route is the pattern that
 * matched (`/api/products/:id`), never the URL: every id or search word would otherwise become
 * a series of its own, and a client could make as many as it liked.
 */
export function observeRequestDurations(app: FastifyInstance, registry: Registry) {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its reply being sent, by route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS_SECONDS,
    registers: [registry],
  });
  // A callback hook rather than an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import { withinDeadline } from '../lib/deadline.js';
import { serviceUnavailable } from '../lib/errors.js';
import { serveEndpoint } from '../lib/serve-endpoint.js';

export interface HealthOptions {
  /** Throws unless the database answers and holds the schema (see db/schema-check.ts). */
  ping: () => Promise<void>;
}

// A load balancer waits a few seconds at most: a slower answer is as good as none, and a
// check that hung would only pile up behind a partitioned database.
const HEALTH_DEADLINE_MS = 2_000;

export async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  serveEndpoint(app, 'health.check', async () => {
    // From SIGTERM on, the balancer should send new requests elsewhere.
    if (app.lifecycle.draining) throw serviceUnavailable(MESSAGES.shuttingDown);
    try {
      await withinDeadline(options.ping(), HEALTH_DEADLINE_MS);
    } catch (error) {
      app.log.warn({ err: error }, 'health check failed');
      throw serviceUnavailable(MESSAGES.databaseUnavailable);
    }
    return { status: 'ok' as const };
  });
}

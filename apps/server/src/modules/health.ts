import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import { withinDeadline } from '../lib/deadline.js';
import { serviceUnavailable } from '../lib/errors.js';
import { serveEndpoint } from '../lib/serve-endpoint.js';
import { listingIndex, listingIndexBuilt } from './catalog/listing-sync.js';

export interface HealthOptions {
  /** Throws unless the database answers and holds the schema (see db/schema-check.ts). */
  ping: () => Promise<void>;
}

// A load balancer waits a few seconds at most: a slower answer is as good as none, and a
// check that hung would only pile up behind a partitioned database.
const HEALTH_DEADLINE_MS = 2_000;

/**
 * Liveness (`health.check`): the process answers and its database holds the shop's tables.
 * Readiness (`health.ready`): besides, it can answer every call at full speed, so its listing
 * index is built (about 6 s at 100,000 products, during which a listing would wait), and it is
 * not on its way out. A balancer sends shoppers only to ready processes.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  const databaseAnswers = async () => {
    try {
      await withinDeadline(options.ping(), HEALTH_DEADLINE_MS);
    } catch (error) {
      app.log.warn({ err: error }, 'health check failed');
      throw serviceUnavailable(MESSAGES.databaseUnavailable);
    }
  };

  serveEndpoint(app, 'health.check', async () => {
    // From the drain on, the balancer should send new requests elsewhere.
    if (app.lifecycle.draining) throw serviceUnavailable(MESSAGES.shuttingDown);
    await databaseAnswers();
    return { status: 'ok' as const };
  });

  serveEndpoint(app, 'health.ready', async () => {
    if (app.lifecycle.leaving) throw serviceUnavailable(MESSAGES.shuttingDown);
    if (!listingIndexBuilt(app.db)) {
      // Built when the server listens; should that have failed, asking again starts it.
      void listingIndex(app.db).catch((error: unknown) => {
        app.log.warn({ err: error }, 'listing index not built');
      });
      throw serviceUnavailable(MESSAGES.notReadyYet);
    }
    await databaseAnswers();
    return { status: 'ok' as const };
  });
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import type { PoolStats } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { MailOutcome } from '../mail/send-mail.js';
import { bearerTokenCheck } from './bearer-token.js';
import { createMailCounters } from './mail-counters.js';
import { processMetrics } from './process-metrics.js';
import { observeRequestDurations } from './request-durations.js';
import { registerShopGauges } from './shop-gauges.js';

/** `app.metrics`: what the modules count for Prometheus; undefined without METRICS_TOKEN. */
export interface ShopMetrics {
  countMail: (kind: string, outcome: MailOutcome) => void;
}

export interface MetricsOptions {
  /** The database's pool, read at each scrape (PostgreSQL only). */
  poolStats?: () => PoolStats;
}

// Written for the operator whose scraper is misconfigured; it says nothing of the token.
const TOKEN_REFUSED = 'GET /metrics needs the METRICS_TOKEN as a bearer token.';

/**
 * `GET /metrics` in Prometheus's text format, for requests bearing METRICS_TOKEN (401
 * otherwise). Without the setting nothing is registered, not even the request timing: the path
 * is a 404 like any unknown one. Each app has a registry of its own (tests build many apps in
 * one process), merged at start with the process's metrics, which exist once per process.
 *
 * Outside /api, so no API rate limit counts a scraper's requests. Registered before the API,
 * whose mail module takes `app.metrics` as it registers; the timing hook covers every route.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const token = app.config.metricsToken;
    if (!token) {
      app.decorate('metrics', undefined);
      return;
    }
    const shopRegistry = new Registry();
    observeRequestDurations(app, shopRegistry);
    registerShopGauges(shopRegistry, {
      db: app.db,
      poolStats: options.poolStats,
      log: app.log.child({ module: 'metrics' }),
    });
    app.decorate('metrics', { countMail: createMailCounters(shopRegistry) } satisfies ShopMetrics);
    const registry = Registry.merge([processMetrics(), shopRegistry]);
    const tokenMatches = bearerTokenCheck(token);

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!tokenMatches(request.headers.authorization)) {
        throw new AppError(401, TOKEN_REFUSED, undefined, {
          'www-authenticate': 'Bearer realm="metrics"',
        });
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);

import { Gauge, type Registry } from 'prom-client';
import type { Db, PoolStats } from '../../db/client.js';
import { withinDeadline } from '../../lib/deadline.js';
import { listingIndexSyncedAt } from '../catalog/listing-sync.js';
import { type QueueDepth, readQueueDepth } from '../jobs/queue-depth.js';

export interface GaugeSources {
  db: Db;
  /** PostgreSQL's pool; PGlite has none, and then no pool gauges are served. */
  poolStats?: () => PoolStats;
  log: { warn(details: object, message: string): void };
}

// A scrape waits for the queue's figures no longer than a health check waits for the database.
const QUEUE_READ_DEADLINE_MS = 2_000;

/**
 * The gauges read as a scrape asks (each gauge's collect()): the connection pool, the job queue
 * and the listing index. Nothing is read between scrapes.
 */
export function registerShopGauges(registry: Registry, sources: GaugeSources) {
  const registers = [registry];
  const { poolStats } = sources;
  if (poolStats) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    poolGauge('attire_db_pool_clients', 'Connections the pool holds open.', (s) => s.total);
    poolGauge('attire_db_pool_idle_clients', 'Open connections doing nothing.', (s) => s.idle);
    poolGauge(
      'attire_db_pool_waiting_queries',
      'Queries waiting for a free connection.',
      (s) => s.waiting,
    );
    poolGauge('attire_db_pool_max_clients', 'The most connections the pool opens.', (s) => s.max);
  }

  // Both queue gauges are collected in the same scrape: they share one statement.
  let reading: Promise<QueueDepth | undefined> | undefined;
  const queueDepth = () =>
    (reading ??= withinDeadline(readQueueDepth(sources.db), QUEUE_READ_DEADLINE_MS)
      .catch((error: unknown) => {
        sources.log.warn({ err: error }, 'job queue not read for metrics');
        return undefined;
      })
      .finally(() => {
        reading = undefined;
      }));
  new Gauge({
    name: 'attire_job_queue_jobs',
    help: 'Jobs queued or running, in every process: ready (due), running, scheduled (later).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const depth = await queueDepth();
      // Unknown (the database did not answer) rather than a reassuring zero.
      for (const state of ['ready', 'running', 'scheduled'] as const) {
        this.set({ state }, depth ? depth[state] : Number.NaN);
      }
    },
  });
  new Gauge({
    name: 'attire_job_queue_oldest_ready_age_seconds',
    help: 'How long the oldest ready job has been due; 0 when none is.',
    registers,
    async collect() {
      this.set((await queueDepth())?.oldestReadySeconds ?? Number.NaN);
    },
  });

  new Gauge({
    name: 'attire_listing_index_built',
    help: "1 once this process's listing index is built (until then listings wait for it).",
    registers,
    collect() {
      this.set(listingIndexSyncedAt(sources.db) === undefined ? 0 : 1);
    },
  });
  new Gauge({
    name: 'attire_listing_index_age_seconds',
    help: 'Since the listing index last caught up with the database (each listing first does); NaN until built.',
    registers,
    collect() {
      const syncedAt = listingIndexSyncedAt(sources.db);
      this.set(syncedAt === undefined ? Number.NaN : (Date.now() - syncedAt) / 1000);
    },
  });
}

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** After a failure Redis is left alone this long; then one call tries it again. */
const RETRY_AFTER_MS = 5_000;
/** A Redis that takes longer than this to answer one command counts as down. */
const COMMAND_TIMEOUT_MS = 300;
/** How long start-up waits for a first connection before serving without Redis. */
const STARTUP_WAIT_MS = 2_000;

/**
 * The connection to Redis, for counters that several processes share, and a breaker that
 * keeps an outage from reaching the requests: while Redis is down (refused, unreachable,
 * hanging) each call runs its in-process fallback at once, without a timeout of its own, and
 * the outage and the recovery are each logged once.
 */
export interface RedisLink {
  readonly redis: Redis;
  /** `shared()` while Redis answers, `local()` while it does not. */
  run<T>(shared: () => Promise<T>, local: () => T | Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openRedisLink(url: string, log: FastifyBaseLogger): Promise<RedisLink> {
  const redis = new Redis(url, {
    // While disconnected a command fails at once rather than waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    // Reconnects in the background, at most every 5 s, for as long as the process lives.
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  let down = false;
  let retryAt = 0;
  const markDown = (error: unknown) => {
    retryAt = Date.now() + RETRY_AFTER_MS;
    if (down) return;
    down = true;
    log.error(
      { err: error },
      'Redis is not answering: counting limits in this process until it is back',
    );
  };
  const markUp = () => {
    retryAt = 0;
    if (!down) return;
    down = false;
    log.info('Redis answers again: counting limits in Redis');
  };
  // ioredis reports every failed reconnect; one line per outage is enough.
  redis.on('error', markDown);
  redis.on('ready', markUp);
  await firstConnection(redis);

  return {
    redis,
    async run(shared, local) {
      if (redis.status !== 'ready' || Date.now() < retryAt) {
        if (!down) markDown(new Error(`Redis connection is ${redis.status}`));
        return local();
      }
      try {
        const result = await shared();
        markUp();
        return result;
      } catch (error) {
        markDown(error);
        return local();
      }
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** Resolves once Redis is ready, has failed once, or STARTUP_WAIT_MS have passed. */
function firstConnection(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, STARTUP_WAIT_MS);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A reply slower than this is not waited for: the call counts in this process instead. */
const REPLY_DEADLINE_MS = 300;
/** This many slow replies in a row, or a lost connection, and Redis counts as down. */
const SLOW_REPLIES_BEFORE_DOWN = 3;
/** While down, Redis is left alone this long; then one call tries it again. */
const RETRY_AFTER_MS = 1_000;
/** How long ioredis keeps a command that was never answered before dropping it. */
const COMMAND_CLEANUP_MS = 5_000;
/** How long start-up waits for a first connection before serving without Redis. */
const STARTUP_WAIT_MS = 2_000;

/** How the link's calls went since it opened: for metrics and for the load measurement. */
export interface RedisLinkStats {
  /** Calls answered by Redis. */
  shared: number;
  /** Calls that ran their in-process fallback (Redis down, slow or failing). */
  local: number;
  /** Replies that missed REPLY_DEADLINE_MS. */
  slowReplies: number;
  /** Times Redis was judged down. */
  outages: number;
}

/**
 * The connection to Redis, for counters that several processes share, and a breaker that
 * keeps an outage from reaching the requests: while Redis is down (refused, unreachable,
 * hanging) each call runs its in-process fallback at once, without a timeout of its own, and
 * the outage and the recovery are each logged once.
 *
 * One slow reply is not an outage (issue 27): under CPU load a reply can miss the deadline
 * while Redis is fine, and judging Redis down then made the process count limits on its own
 * for seconds. A slow reply sends only its own call to the fallback (the command still reaches
 * Redis, so the shared count goes on too); only several in a row, or a lost connection, make
 * the link give up on Redis, and then for a second before it tries again.
 */
export interface RedisLink {
  readonly redis: Redis;
  /** `shared()` while Redis answers, `local()` while it does not. */
  run<T>(shared: () => Promise<T>, local: () => T | Promise<T>): Promise<T>;
  stats(): RedisLinkStats;
  close(): Promise<void>;
}

export async function openRedisLink(url: string, log: FastifyBaseLogger): Promise<RedisLink> {
  const redis = new Redis(url, {
    // While disconnected a command fails at once rather than waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Only frees commands a hung Redis never answers; the deadline that matters is ours.
    commandTimeout: COMMAND_CLEANUP_MS,
    connectTimeout: 1_000,
    // Reconnects in the background, at most every 5 s, for as long as the process lives.
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  const stats: RedisLinkStats = { shared: 0, local: 0, slowReplies: 0, outages: 0 };
  let down = false;
  let slowInARow = 0;
  let retryAt = 0;
  const markDown = (error: unknown) => {
    retryAt = Date.now() + RETRY_AFTER_MS;
    if (down) return;
    down = true;
    stats.outages += 1;
    log.error(
      { err: error },
      'Redis is not answering: counting limits in this process until it is back',
    );
  };
  const markUp = () => {
    retryAt = 0;
    slowInARow = 0;
    if (!down) return;
    down = false;
    log.info('Redis answers again: counting limits in Redis');
  };
  // ioredis reports every failed reconnect; one line per outage is enough.
  redis.on('error', markDown);
  redis.on('ready', markUp);
  await firstConnection(redis);

  const fallBack = <T>(local: () => T | Promise<T>) => {
    stats.local += 1;
    return local();
  };
  return {
    redis,
    async run(shared, local) {
      if (redis.status !== 'ready' || Date.now() < retryAt) {
        if (!down) markDown(new Error(`Redis connection is ${redis.status}`));
        return fallBack(local);
      }
      let outcome: Awaited<ReturnType<typeof shared>>;
      try {
        const answer = await withinDeadline(shared(), REPLY_DEADLINE_MS);
        if (answer === SLOW) {
          stats.slowReplies += 1;
          slowInARow += 1;
          if (slowInARow >= SLOW_REPLIES_BEFORE_DOWN) {
            markDown(
              new Error(`${slowInARow} Redis replies in a row took over ${REPLY_DEADLINE_MS} ms`),
            );
          }
          return fallBack(local);
        }
        outcome = answer;
      } catch (error) {
        markDown(error);
        return fallBack(local);
      }
      markUp();
      stats.shared += 1;
      return outcome;
    },
    stats: () => ({ ...stats }),
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

const SLOW = Symbol('slow reply');

/**
 * `reply`, or SLOW when it has not come `ms` after the call. Time the process spent busy does
 * not count against Redis: when the timer fires, replies that arrived meanwhile are still
 * unread (timers run before I/O in an event-loop turn), so the verdict waits for the I/O of
 * that turn (setImmediate runs after it).
 */
function withinDeadline<T>(reply: Promise<T>, ms: number): Promise<T | typeof SLOW> {
  let answered = false;
  const settled = reply.finally(() => {
    answered = true;
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof SLOW>((resolve) => {
    timer = setTimeout(() => setImmediate(() => answered || resolve(SLOW)), ms);
  });
  return Promise.race([settled, deadline]).finally(() => clearTimeout(timer));
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

import type { Redis } from 'ioredis';
import type { RedisLink } from './redis-link.js';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window (and the count) ends. */
  resetInMs: number;
}

/**
 * Counts events per key in a fixed window, e.g. failed logins per e-mail. In memory for one
 * process; in Redis when several processes must count together.
 */
export interface AttemptCounter {
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  reset(key: string): Promise<void>;
}

// Keys of ended windows are dropped when the map grows past this, so e-mails that are tried
// once and never again cannot fill the memory.
const SWEEP_ABOVE = 10_000;

export function createMemoryAttemptCounter(now = () => Date.now()): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = () => {
    for (const [key, entry] of windows) if (entry.endsAt <= now()) windows.delete(key);
  };
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      if (windows.size >= SWEEP_ABOVE && !windows.has(key)) sweep();
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.endsAt - now() };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const replies = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      return {
        count: Number(replies?.[0]?.[1] ?? 1),
        resetInMs: Number(replies?.[2]?.[1] ?? windowMs),
      };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Counts in Redis while it answers and in this process while it does not: a Redis outage must
 * neither stop the API nor lift its limits (the counts start again from zero meanwhile).
 */
export function createFailoverAttemptCounter(link: RedisLink, prefix: string): AttemptCounter {
  const shared = createRedisAttemptCounter(link.redis, prefix);
  const local = createMemoryAttemptCounter();
  return {
    hit: (key, windowMs) =>
      link.run(
        () => shared.hit(key, windowMs),
        () => local.hit(key, windowMs),
      ),
    async reset(key) {
      await local.reset(key);
      await link.run(
        () => shared.reset(key),
        () => undefined,
      );
    },
  };
}

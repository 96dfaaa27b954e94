import type { Redis } from 'ioredis';

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
  peek(key: string): Promise<AttemptCount>;
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  reset(key: string): Promise<void>;
}

export function createMemoryAttemptCounter(now = () => Date.now()): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async peek(key) {
      const entry = current(key);
      return entry ? { count: entry.count, resetInMs: entry.endsAt - now() } : empty;
    },
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
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
    async peek(key) {
      const [count, ttl] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .then((replies) => [Number(replies?.[0]?.[1] ?? 0), Number(replies?.[1]?.[1] ?? -2)])) as [
        number,
        number,
      ];
      return ttl > 0 ? { count, resetInMs: ttl } : empty;
    },
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

const empty: AttemptCount = { count: 0, resetInMs: 0 };

import { MESSAGES } from '@attire/contract';
import { tooManyRequests } from './errors.js';

/**
 * How many expensive requests (searches, listings) one client may have running at once. A rate
 * limit counts requests per minute; this bounds the database work one client holds at a time,
 * so a few slow queries sent in parallel cannot take every connection.
 */
export interface InFlightLimit {
  /** Runs `work` for the client at `ip`, or refuses it with a 429 when `max` already run. */
  run<T>(ip: string, work: () => Promise<T>): Promise<T>;
}

export function createInFlightLimit(max: number): InFlightLimit {
  // Only clients with work running have an entry, so the map stays as small as the load.
  const running = new Map<string, number>();
  return {
    async run(ip, work) {
      const count = running.get(ip) ?? 0;
      if (count >= max) throw tooManyRequests(MESSAGES.tooManyAtOnce, 1);
      running.set(ip, count + 1);
      try {
        return await work();
      } finally {
        const left = (running.get(ip) ?? 1) - 1;
        if (left > 0) running.set(ip, left);
        else running.delete(ip);
      }
    },
  };
}

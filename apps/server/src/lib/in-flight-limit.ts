import { MESSAGES } from '@attire/contract';
import { tooManyRequests } from './errors.js';

/** Who is asking: a signed-in account, or a visitor known only by its address. */
export interface Caller {
  user: { id: string } | null;
  ip: string;
}

/**
 * How many expensive requests (searches, listings) one client may have running at once. A rate
 * limit counts requests per minute; this bounds the database work one client holds at a time,
 * so a few slow queries sent in parallel cannot take every connection.
 *
 * A signed-in shopper is counted by account, not by address: many real shoppers share one
 * carrier-grade NAT address, and each must keep an allowance of their own. Only visitors, who
 * have nothing else to be told apart by, are counted by address.
 */
export interface InFlightLimit {
  /** Runs `work` for `caller`, or refuses it with a 429 when its allowance already runs. */
  run<T>(caller: Caller, work: () => Promise<T>): Promise<T>;
}

export function createInFlightLimit(max: {
  perAccount: number;
  perAddress: number;
}): InFlightLimit {
  // Only clients with work running have an entry, so the map stays as small as the load.
  const running = new Map<string, number>();
  return {
    async run(caller, work) {
      const key = caller.user ? `account:${caller.user.id}` : `address:${caller.ip}`;
      const allowed = caller.user ? max.perAccount : max.perAddress;
      const count = running.get(key) ?? 0;
      if (count >= allowed) throw tooManyRequests(MESSAGES.tooManyAtOnce, 1);
      running.set(key, count + 1);
      try {
        return await work();
      } finally {
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      }
    },
  };
}

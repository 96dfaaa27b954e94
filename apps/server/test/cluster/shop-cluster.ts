import path from 'node:path';
import { freePort } from '../support/sandbox-process.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';

// Rate limits count per client address, and HAProxy is one address for every shopper here.
const ONE_ADDRESS_FOR_ALL = {
  RATE_LIMIT_API_PER_MINUTE: '1000000',
  RATE_LIMIT_REGISTER_PER_IP: '1000000',
  RATE_LIMIT_LOGIN_PER_IP: '1000000',
  RATE_LIMIT_LISTINGS_IN_FLIGHT_PER_ACCOUNT: '1000',
  RATE_LIMIT_LISTINGS_IN_FLIGHT_PER_IP: '1000',
};

export interface Slot {
  name: string;
  port: number;
  process?: ShopProcess;
}

/**
 * N shop processes as `npm start` runs them, on fixed ports so that a restarted one takes its
 * place behind the balancer, sharing `env` (one database, Redis, store, secret) but each with a
 * data directory of its own under `work`, as separate machines would have.
 */
export async function shopCluster(work: string, size: number, env: Record<string, string>) {
  const slots: Slot[] = [];
  for (let index = 0; index < size; index++) {
    slots.push({ name: `shop${index + 1}`, port: await freePort() });
  }
  let generation = 0;
  const start = async (slot: Slot, extra: Record<string, string> = {}) => {
    generation += 1;
    slot.process = await startShopProcess({
      ...ONE_ADDRESS_FOR_ALL,
      ...env,
      PORT: String(slot.port),
      DATA_DIR: path.join(work, `${slot.name}-${generation}`),
      ...extra,
    });
  };
  return {
    slots,
    start,
    /** SIGTERM, as a rolling restart or a scale-in sends; resolves with the exit code. */
    async stop(slot: Slot) {
      const code = await slot.process?.stop();
      slot.process = undefined;
      return code;
    },
    async crash(slot: Slot) {
      await slot.process?.crash();
      slot.process = undefined;
    },
    async close() {
      await Promise.all(slots.map((slot) => slot.process?.crash()));
    },
  };
}

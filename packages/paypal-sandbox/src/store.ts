import { notFound } from './errors.js';
import { stateAt } from './expiry.js';
import { createLocks } from './locks.js';
import type { OrderFiles } from './order-files.js';
import { createCaptureOps } from './capture-ops.js';
import { createOrderIndex } from './order-index.js';
import { createOrderOps } from './order-ops.js';
import { createOutcomes, type OutcomeOptions } from './outcomes.js';
import { createRefundOps } from './refund-ops.js';
import type { StoreCore } from './store-core.js';
import type { Webhooks } from './webhooks.js';

export interface StoreOptions {
  files: OrderFiles;
  maxOrders: number;
  /** Where clients reach the sandbox, for the links in its replies. */
  base: () => string;
  webhooks: Pick<Webhooks, 'send'>;
  now: () => number;
  orderExpiryMs: number;
  outcomes?: OutcomeOptions;
}

export type { SandboxReply } from './store-core.js';

/**
 * PayPal's side of a payment: orders, approval, captures and refunds, each change stored before
 * it is answered. A request with a PayPal-Request-Id (`key`, hashed) that succeeded while PayPal
 * still keeps the id is answered with the latest state of what it made, instead of acting twice.
 */
export async function openSandboxStore(options: StoreOptions) {
  const { files, now } = options;
  const index = createOrderIndex(options.maxOrders, options.orderExpiryMs);
  const locks = createLocks();
  for (const record of await files.readAll()) index.add(record, now());

  const core: StoreCore = {
    files,
    index,
    locks,
    webhooks: options.webhooks,
    base: options.base,
    now,
    outcomes: createOutcomes(options.outcomes),
    time: () => new Date(now()).toISOString(),
    stateOf: (record) => stateAt(record, now(), options.orderExpiryMs),

    async load(id: string) {
      const record = index.has(id) ? await files.read(id) : undefined;
      const state = record && core.stateOf(record);
      if (!record || !state || state === 'EXPIRED') throw notFound('Order', id);
      return { record, state };
    },

    async save(record) {
      await files.write(record);
      index.update(record, now());
    },

    async forgetExcess() {
      for (const id of index.evictExcess(now())) await locks.exclusive(id, () => files.remove(id));
    },
  };
  await core.forgetExcess();

  return {
    ...createOrderOps(core),
    ...createCaptureOps(core),
    ...createRefundOps(core),
    /** Resolves once every change asked for so far is on disk. */
    idle: () => locks.idle(),
  };
}

export type SandboxStore = Awaited<ReturnType<typeof openSandboxStore>>;

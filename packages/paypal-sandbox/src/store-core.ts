import type { OrderState } from './expiry.js';
import type { Locks } from './locks.js';
import type { OrderFiles } from './order-files.js';
import type { OrderIndex } from './order-index.js';
import type { Outcomes } from './outcomes.js';
import type { OrderRecord } from './records.js';
import type { Webhooks } from './webhooks.js';

/** What a call answers: 201 for a new resource, 200 for a repeat, 204 for a patch. */
export interface SandboxReply {
  status: 200 | 201 | 204;
  body?: { id: string; status: string; links: unknown };
}

/** What the store's operations share (built in store.ts). */
export interface StoreCore {
  files: OrderFiles;
  index: OrderIndex;
  locks: Locks;
  webhooks: Pick<Webhooks, 'send'>;
  /** Where clients reach the sandbox, for the links in its replies. */
  base: () => string;
  /** The time as ms since the epoch: orders, payments and request ids age by it. */
  now: () => number;
  outcomes: Outcomes;
  /** The current time as PayPal writes it. */
  time(): string;
  stateOf(record: OrderRecord): OrderState;
  /** The order and its state; PayPal no longer knows an order that expired unapproved. */
  load(id: string): Promise<{ record: OrderRecord; state: OrderState }>;
  save(record: OrderRecord): Promise<void>;
  forgetExcess(): Promise<void>;
}

import { unprocessable, notFound } from './errors.js';
import { createLocks } from './locks.js';
import type { OrderFiles } from './order-files.js';
import { createOrderIndex } from './order-index.js';
import { newId, type OrderRecord, type Replay } from './records.js';
import { refundAmount } from './refund-rules.js';
import type { Amount, CreateOrder, RefundRequest } from './schemas.js';
import { asCaptured, asCreated, captureView, orderView, refundView } from './views.js';
import type { Webhooks } from './webhooks.js';

export interface SandboxReply {
  status: 201;
  body: object;
}

export interface StoreOptions {
  files: OrderFiles;
  maxOrders: number;
  /** Where clients reach the sandbox, for the links in its replies. */
  base: () => string;
  webhooks: Pick<Webhooks, 'send'>;
}

/**
 * PayPal's side of a payment: orders, approval, captures and refunds, each change stored before
 * it is answered. A request with a PayPal-Request-Id (`key`, hashed) that succeeded once gets
 * the same reply again instead of acting twice.
 */
export async function openSandboxStore({ files, maxOrders, base, webhooks }: StoreOptions) {
  const index = createOrderIndex(maxOrders);
  const locks = createLocks();
  for (const record of await files.readAll()) index.add(record);
  await forgetExcess();

  async function forgetExcess() {
    for (const id of index.evictExcess()) await locks.exclusive(id, () => files.remove(id));
  }

  async function load(id: string): Promise<OrderRecord> {
    const record = index.has(id) ? await files.read(id) : undefined;
    if (!record) throw notFound('Order', id);
    return record;
  }

  async function save(record: OrderRecord) {
    await files.write(record);
    index.update(record);
  }

  function replay(record: OrderRecord, previous: Replay): SandboxReply {
    if (previous.kind !== 'refund') {
      const asThen = previous.kind === 'create' ? asCreated(record) : asCaptured(record);
      return { status: 201, body: orderView(asThen, base()) };
    }
    for (const capture of record.captures ?? []) {
      const refund = capture.refunds.find((candidate) => candidate.id === previous.refundId);
      if (refund) return { status: 201, body: refundView(refund, capture, record) };
    }
    throw notFound('Refund', previous.refundId);
  }

  return {
    create(request: CreateOrder, key: string | undefined): Promise<SandboxReply> {
      const create = async (): Promise<SandboxReply> => {
        const earlier = key && index.orderOfCreateKey(key);
        const record = earlier && (await files.read(earlier));
        if (record && key && record.replies[key]) return replay(record, record.replies[key]);
        const now = new Date().toISOString();
        const order: OrderRecord = {
          id: newId(),
          status: 'CREATED',
          createTime: now,
          updateTime: now,
          request,
          replies: key ? { [key]: { kind: 'create' } } : {},
        };
        await files.write(order);
        index.add(order);
        await forgetExcess();
        return { status: 201, body: orderView(order, base()) };
      };
      return key ? locks.exclusive(`create ${key}`, create) : create();
    },

    get: async (id: string) => orderView(await load(id), base()),

    /** The order the approval page shows, or undefined for an unknown token. */
    page: (id: string) => (index.has(id) ? files.read(id) : Promise.resolve(undefined)),

    cancelUrl: async (id: string) => (await load(id)).request.application_context.cancel_url,

    approve: (id: string) =>
      locks.exclusive(id, async () => {
        const record = await load(id);
        if (record.status === 'COMPLETED') {
          throw unprocessable('ORDER_ALREADY_CAPTURED', 'Already paid.');
        }
        if (record.status === 'CREATED') {
          record.status = 'APPROVED';
          record.payerId = newId(13);
          record.updateTime = new Date().toISOString();
          await save(record);
          const view = orderView(record, base());
          webhooks.send('CHECKOUT.ORDER.APPROVED', view, 'An order has been approved by buyer');
        }
        return {
          returnUrl: record.request.application_context.return_url,
          payerId: record.payerId!,
        };
      }),

    capture: (id: string, key: string | undefined) =>
      locks.exclusive(id, async (): Promise<SandboxReply> => {
        const record = await load(id);
        const previous = key && record.replies[key];
        if (previous) return replay(record, previous);
        if (record.status === 'CREATED') {
          throw unprocessable(
            'ORDER_NOT_APPROVED',
            'Payer has not yet approved the Order for payment.',
          );
        }
        if (record.status === 'COMPLETED') {
          throw unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
        }
        const now = new Date().toISOString();
        record.status = 'COMPLETED';
        record.updateTime = now;
        record.captures = record.request.purchase_units.map((unit) => ({
          id: newId(),
          amount: unit.amount,
          createTime: now,
          refunds: [],
        }));
        if (key) record.replies[key] = { kind: 'capture' };
        await save(record);
        record.captures.forEach((capture, unit) => {
          const summary = `Payment completed for ${money(capture.amount)}`;
          webhooks.send('PAYMENT.CAPTURE.COMPLETED', captureView(capture, record, unit), summary);
        });
        return { status: 201, body: orderView(record, base()) };
      }),

    async refund(captureId: string, request: RefundRequest, key: string | undefined) {
      const orderId = index.orderOfCapture(captureId);
      if (!orderId) throw notFound('Capture', captureId);
      return locks.exclusive(orderId, async (): Promise<SandboxReply> => {
        const record = await load(orderId);
        const capture = record.captures?.find((candidate) => candidate.id === captureId);
        if (!capture) throw notFound('Capture', captureId);
        const previous = key && record.replies[key];
        if (previous) return replay(record, previous);

        const refund = {
          id: newId(),
          amount: refundAmount(capture, request),
          createTime: new Date().toISOString(),
          request,
        };
        capture.refunds.push(refund);
        record.updateTime = refund.createTime;
        if (key) record.replies[key] = { kind: 'refund', refundId: refund.id };
        await save(record);
        const view = refundView(refund, capture, record);
        const summary = `A ${money(refund.amount)} capture payment was refunded`;
        webhooks.send('PAYMENT.CAPTURE.REFUNDED', view, summary);
        return { status: 201, body: view };
      });
    },

    /** Resolves once every change asked for so far is on disk. */
    idle: () => locks.idle(),
  };
}

export type SandboxStore = Awaited<ReturnType<typeof openSandboxStore>>;

const money = (amount: Amount) => `${amount.value} ${amount.currency_code}`;

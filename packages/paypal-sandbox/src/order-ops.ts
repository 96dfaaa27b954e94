import { notFound, parseInput, refuse } from './errors.js';
import { isLive } from './expiry.js';
import { applyPatch } from './order-patch.js';
import { checkOrder, experienceOf, normaliseOrder } from './order-rules.js';
import { newId, type OrderRecord } from './records.js';
import { CreateOrderSchema, type CreateOrder, type PatchRequest } from './schemas.js';
import type { SandboxReply, StoreCore } from './store-core.js';
import { orderView } from './views.js';

/** Orders v2: create, show and update an order, and the payer's approval of it. */
export function createOrderOps(core: StoreCore) {
  const { files, index, locks, webhooks } = core;
  const view = (record: OrderRecord) => orderView(record, core.stateOf(record), core.base());

  return {
    create(request: CreateOrder, key: string | undefined): Promise<SandboxReply> {
      checkOrder(request);
      const create = async (): Promise<SandboxReply> => {
        const earlierId = key && index.orderOfCreateKey(key);
        const earlier = earlierId ? await files.read(earlierId) : undefined;
        const reply = key && earlier?.replies[key];
        if (earlier && reply && isLive(reply, core.now()) && core.stateOf(earlier) !== 'EXPIRED') {
          return { status: 200, body: view(earlier) };
        }
        const now = core.time();
        const order: OrderRecord = {
          id: newId(),
          // An order that names PayPal as its payment source waits for the payer's action.
          status: request.payment_source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
          createTime: now,
          updateTime: now,
          request: normaliseOrder(request),
          replies: key ? { [key]: { kind: 'create', at: core.now() } } : {},
        };
        await files.write(order);
        index.add(order, core.now());
        await core.forgetExcess();
        return { status: 201, body: view(order) };
      };
      return key ? locks.exclusive(`create ${key}`, create) : create();
    },

    get: async (id: string) => view((await core.load(id)).record),

    /** Applies a JSON Patch to an order not yet captured; 204 once it is stored. */
    patch: (id: string, operations: PatchRequest) =>
      locks.exclusive(id, async (): Promise<SandboxReply> => {
        const { record, state } = await core.load(id);
        if (state === 'COMPLETED') throw refuse('ORDER_ALREADY_COMPLETED');
        if (state === 'VOIDED') throw notFound('Order', id);
        // Read again whole: patches to several units must keep the order within its bounds.
        const patched = parseInput(CreateOrderSchema, applyPatch(record.request, operations));
        checkOrder(patched);
        record.request = normaliseOrder(patched);
        record.updateTime = core.time();
        await core.save(record);
        return { status: 204 };
      }),

    /** The order the approval page shows, or undefined for one PayPal would not show. */
    async page(id: string) {
      const record = index.has(id) ? await files.read(id) : undefined;
      const state = record && core.stateOf(record);
      return record && state !== 'EXPIRED' && state !== 'VOIDED' ? { record, state } : undefined;
    },

    cancelUrl: async (id: string) => experienceOf((await core.load(id)).record.request).cancel_url,

    /** The payer pressed Pay: where the page sends them (if anywhere) and their payer id. */
    approve: (id: string) =>
      locks.exclusive(id, async () => {
        const { record, state } = await core.load(id);
        if (state === 'COMPLETED') throw refuse('ORDER_ALREADY_CAPTURED');
        if (state === 'VOIDED') throw notFound('Order', id);
        if (state !== 'APPROVED') {
          record.status = 'APPROVED';
          record.payerId = newId(13);
          record.approveTime = record.updateTime = core.time();
          await core.save(record);
          webhooks.send(
            'CHECKOUT.ORDER.APPROVED',
            view(record),
            'An order has been approved by buyer',
          );
        }
        return { returnUrl: experienceOf(record.request).return_url, payerId: record.payerId! };
      }),
  };
}

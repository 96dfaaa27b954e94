import { notFound, refuse } from './errors.js';
import { isLive } from './expiry.js';
import { newId, type CaptureRecord, type OrderRecord, type RefundRecord } from './records.js';
import { refundAmount } from './refund-rules.js';
import type { RefundRequest } from './schemas.js';
import type { SandboxReply, StoreCore } from './store-core.js';
import { refundView } from './views.js';

type Found = { refund: RefundRecord; capture: CaptureRecord; record: OrderRecord };

/** Refunding a capture, showing a refund, and settling one left PENDING. */
export function createRefundOps(core: StoreCore) {
  const { index, locks, webhooks } = core;
  const view = ({ refund, capture, record }: Found) =>
    refundView(refund, capture, record, core.base());

  function announceCompleted(found: Found) {
    const { value, currency_code } = found.refund.amount;
    const summary = `A ${value} ${currency_code} capture payment was refunded`;
    webhooks.send('PAYMENT.CAPTURE.REFUNDED', view(found), summary);
  }

  /** Runs `task` under the lock of the order that holds payment `id`. */
  function withOrderOf<T>(id: string, what: string, task: (record: OrderRecord) => Promise<T>) {
    const orderId = index.orderOf(id);
    if (!orderId) throw notFound(what, id);
    return locks.exclusive(orderId, async () => task((await core.load(orderId)).record));
  }

  function findRefund(record: OrderRecord, id: string): Found {
    for (const capture of record.captures ?? []) {
      const refund = capture.refunds.find((candidate) => candidate.id === id);
      if (refund) return { refund, capture, record };
    }
    throw notFound('Refund', id);
  }

  return {
    refund: (captureId: string, request: RefundRequest, key: string | undefined) =>
      withOrderOf(captureId, 'Capture', async (record): Promise<SandboxReply> => {
        const capture = record.captures?.find((candidate) => candidate.id === captureId);
        if (!capture) throw notFound('Capture', captureId);
        const previous = key ? record.replies[key] : undefined;
        if (previous?.kind === 'refund' && isLive(previous, core.now())) {
          return { status: 200, body: view(findRefund(record, previous.refundId)) };
        }
        const amount = refundAmount(capture, request);
        const { custom_id, invoice_id, note_to_payer } = request;
        const refund: RefundRecord = {
          id: newId(),
          amount,
          status: core.outcomes.refund(),
          createTime: core.time(),
          request: { custom_id, invoice_id, note_to_payer },
        };
        capture.refunds.push(refund);
        record.updateTime = refund.createTime;
        if (key) record.replies[key] = { kind: 'refund', at: core.now(), refundId: refund.id };
        await core.save(record);
        const found = { refund, capture, record };
        if (refund.status === 'COMPLETED') announceCompleted(found);
        return { status: 201, body: view(found) };
      }),

    getRefund: (id: string) =>
      withOrderOf(id, 'Refund', async (record) => view(findRefund(record, id))),

    /** Not PayPal's: a PENDING refund completes, fails or is cancelled, as PayPal's would. */
    settleRefund: (id: string, status: 'COMPLETED' | 'FAILED' | 'CANCELLED') =>
      withOrderOf(id, 'Refund', async (record) => {
        const found = findRefund(record, id);
        if (found.refund.status !== 'PENDING') throw refuse('SANDBOX_NOT_PENDING');
        found.refund.status = status;
        found.refund.updateTime = record.updateTime = core.time();
        await core.save(record);
        if (status === 'COMPLETED') announceCompleted(found);
        return view(found);
      }),
  };
}

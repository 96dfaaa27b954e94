import { notFound, refuse } from './errors.js';
import { isLive } from './expiry.js';
import { newId, type CaptureRecord, type OrderRecord } from './records.js';
import type { SandboxReply, StoreCore } from './store-core.js';
import { captureView, orderView } from './views.js';
import type { EventType } from './webhooks.js';

// Why a capture is not COMPLETED, in PayPal's status_details.reason.
const REASONS = { PENDING: 'PENDING_REVIEW', DECLINED: 'DECLINED_BY_RISK_FRAUD_FILTERS' } as const;

const EVENTS: Record<CaptureRecord['status'], EventType> = {
  COMPLETED: 'PAYMENT.CAPTURE.COMPLETED',
  PENDING: 'PAYMENT.CAPTURE.PENDING',
  DECLINED: 'PAYMENT.CAPTURE.DECLINED',
};

/** Capturing an approved order, showing a capture, and settling one left PENDING. */
export function createCaptureOps(core: StoreCore) {
  const { index, locks, webhooks } = core;

  function announce(type: EventType, capture: CaptureRecord, record: OrderRecord) {
    const { amount } = capture;
    const summary = `Payment ${capture.status.toLowerCase()} for ${amount.value} ${amount.currency_code}`;
    webhooks.send(type, captureView(capture, record, core.base()), summary);
  }

  /** The order that holds the capture, under its lock. */
  function withCapture<T>(
    id: string,
    task: (capture: CaptureRecord, record: OrderRecord) => Promise<T>,
  ) {
    const orderId = index.orderOf(id);
    if (!orderId) throw notFound('Capture', id);
    return locks.exclusive(orderId, async () => {
      const { record } = await core.load(orderId);
      const capture = record.captures?.find((candidate) => candidate.id === id);
      if (!capture) throw notFound('Capture', id);
      return task(capture, record);
    });
  }

  return {
    capture: (id: string, key: string | undefined) =>
      locks.exclusive(id, async (): Promise<SandboxReply> => {
        const { record, state } = await core.load(id);
        const view = () => orderView(record, core.stateOf(record), core.base());
        const previous = key && record.replies[key];
        if (previous && isLive(previous, core.now())) return { status: 200, body: view() };
        if (state === 'CREATED' || state === 'PAYER_ACTION_REQUIRED') {
          throw refuse('ORDER_NOT_APPROVED');
        }
        if (state === 'COMPLETED') throw refuse('ORDER_ALREADY_CAPTURED');
        if (state === 'VOIDED') throw notFound('Order', id);
        const outcome = core.outcomes.capture();
        // A refused payment method leaves the order approved: the payer may pay another way.
        if (outcome === 'INSTRUMENT_DECLINED') throw refuse('INSTRUMENT_DECLINED');

        const now = core.time();
        record.status = 'COMPLETED';
        record.updateTime = now;
        record.captures = record.request.purchase_units.map((unit) => ({
          id: newId(),
          amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
          status: outcome,
          ...(outcome !== 'COMPLETED' && { reason: REASONS[outcome] }),
          createTime: now,
          refunds: [],
        }));
        if (key) record.replies[key] = { kind: 'capture', at: core.now() };
        await core.save(record);
        for (const capture of record.captures) announce(EVENTS[capture.status], capture, record);
        return { status: 201, body: view() };
      }),

    getCapture: (id: string) =>
      withCapture(id, async (capture, record) => captureView(capture, record, core.base())),

    /** Not PayPal's: a PENDING capture becomes COMPLETED or DECLINED, as PayPal's review would. */
    settleCapture: (id: string, status: 'COMPLETED' | 'DECLINED') =>
      withCapture(id, async (capture, record) => {
        if (capture.status !== 'PENDING') throw refuse('SANDBOX_NOT_PENDING');
        capture.status = status;
        if (status === 'DECLINED') capture.reason = REASONS.DECLINED;
        else delete capture.reason;
        capture.updateTime = record.updateTime = core.time();
        await core.save(record);
        announce(
          status === 'COMPLETED' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED',
          capture,
          record,
        );
        return captureView(capture, record, core.base());
      }),
  };
}

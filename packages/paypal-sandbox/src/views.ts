import {
  refundedCents,
  type CaptureRecord,
  type OrderRecord,
  type RefundRecord,
} from './records.js';
import { toCents } from './schemas.js';

// The JSON the sandbox answers, built from what it stored: PayPal's field names, and only fields
// the sandbox itself chose or validated.

export function captureView(capture: CaptureRecord, order: OrderRecord, index: number) {
  const refunded = refundedCents(capture);
  const unit = order.request.purchase_units[index];
  return {
    id: capture.id,
    status:
      refunded === 0
        ? 'COMPLETED'
        : refunded < toCents(capture.amount.value)
          ? 'PARTIALLY_REFUNDED'
          : 'REFUNDED',
    amount: capture.amount,
    final_capture: true,
    ...(unit?.custom_id && { custom_id: unit.custom_id }),
    ...(unit?.invoice_id && { invoice_id: unit.invoice_id }),
    supplementary_data: { related_ids: { order_id: order.id } },
    create_time: capture.createTime,
  };
}

export function refundView(refund: RefundRecord, capture: CaptureRecord, order: OrderRecord) {
  return {
    id: refund.id,
    status: 'COMPLETED',
    amount: refund.amount,
    ...(refund.request.invoice_id && { invoice_id: refund.request.invoice_id }),
    ...(refund.request.note_to_payer && { note_to_payer: refund.request.note_to_payer }),
    supplementary_data: { related_ids: { order_id: order.id, capture_id: capture.id } },
    create_time: refund.createTime,
  };
}

/** A PayPal order; `base` is where clients reach the sandbox, for the order's links. */
export function orderView(order: OrderRecord, base: string) {
  const api = `${base}/v2/checkout/orders/${order.id}`;
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    create_time: order.createTime,
    update_time: order.updateTime,
    ...(order.payerId && { payer: { payer_id: order.payerId } }),
    purchase_units: order.request.purchase_units.map((unit, index) => {
      const capture = order.captures?.[index];
      return {
        reference_id: unit.reference_id ?? 'default',
        ...(unit.custom_id && { custom_id: unit.custom_id }),
        ...(unit.invoice_id && { invoice_id: unit.invoice_id }),
        ...(unit.description && { description: unit.description }),
        amount: unit.amount,
        ...(capture && {
          payments: {
            captures: [captureView(capture, order, index)],
            ...(capture.refunds.length > 0 && {
              refunds: capture.refunds.map((refund) => refundView(refund, capture, order)),
            }),
          },
        }),
      };
    }),
    links: [
      { href: api, rel: 'self', method: 'GET' },
      ...(order.status === 'CREATED'
        ? [{ href: approvalUrl(base, order.id), rel: 'approve', method: 'GET' }]
        : []),
      ...(order.status !== 'COMPLETED'
        ? [{ href: `${api}/capture`, rel: 'capture', method: 'POST' }]
        : []),
    ],
  };
}

export type OrderView = ReturnType<typeof orderView>;

export const approvalUrl = (base: string, id: string) => `${base}/checkoutnow?token=${id}`;

/** The order as it was when it was created: what a repeated create request gets back. */
export function asCreated(order: OrderRecord): OrderRecord {
  return {
    ...order,
    status: 'CREATED',
    updateTime: order.createTime,
    payerId: undefined,
    captures: undefined,
  };
}

/** The order as it was when it was captured: what a repeated capture request gets back. */
export function asCaptured(order: OrderRecord): OrderRecord {
  return {
    ...order,
    updateTime: order.captures?.[0]?.createTime ?? order.updateTime,
    captures: order.captures?.map((capture) => ({ ...capture, refunds: [] })),
  };
}

import type { OrderState } from './expiry.js';
import { toMinor } from './money.js';
import {
  refundedMinor,
  type CaptureRecord,
  type OrderRecord,
  type RefundRecord,
} from './records.js';

// The JSON the sandbox answers, built from what it stored: PayPal's field names, and only fields
// the sandbox itself chose or validated. `base` is where clients reach the sandbox.

const link = (href: string, rel: string, method = 'GET') => ({ href, rel, method });

export function captureView(capture: CaptureRecord, order: OrderRecord, base: string) {
  const unit = order.request.purchase_units[order.captures?.indexOf(capture) ?? 0];
  const refunded = refundedMinor(capture, ['COMPLETED']);
  const status =
    capture.status !== 'COMPLETED' || refunded === 0n
      ? capture.status
      : refunded < toMinor(capture.amount)
        ? 'PARTIALLY_REFUNDED'
        : 'REFUNDED';
  const self = `${base}/v2/payments/captures/${capture.id}`;
  return {
    id: capture.id,
    status,
    ...(capture.reason && { status_details: { reason: capture.reason } }),
    amount: capture.amount,
    final_capture: true,
    ...(unit?.custom_id && { custom_id: unit.custom_id }),
    ...(unit?.invoice_id && { invoice_id: unit.invoice_id }),
    supplementary_data: { related_ids: { order_id: order.id } },
    create_time: capture.createTime,
    update_time: capture.updateTime ?? capture.createTime,
    links: [
      link(self, 'self'),
      ...(capture.status === 'COMPLETED' ? [link(`${self}/refund`, 'refund', 'POST')] : []),
      link(`${base}/v2/checkout/orders/${order.id}`, 'up'),
    ],
  };
}

export function refundView(
  refund: RefundRecord,
  capture: CaptureRecord,
  order: OrderRecord,
  base: string,
) {
  const { invoice_id, custom_id, note_to_payer } = refund.request;
  return {
    id: refund.id,
    status: refund.status,
    ...(refund.status === 'PENDING' && { status_details: { reason: 'ECHECK' } }),
    amount: refund.amount,
    ...(invoice_id && { invoice_id }),
    ...(custom_id && { custom_id }),
    ...(note_to_payer && { note_to_payer }),
    supplementary_data: { related_ids: { order_id: order.id, capture_id: capture.id } },
    create_time: refund.createTime,
    update_time: refund.updateTime ?? refund.createTime,
    links: [
      link(`${base}/v2/payments/refunds/${refund.id}`, 'self'),
      link(`${base}/v2/payments/captures/${capture.id}`, 'up'),
    ],
  };
}

/** A PayPal order in full (`Prefer: return=representation`, and GET), as it stands in `state`. */
export function orderView(order: OrderRecord, state: OrderState, base: string) {
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: state,
    ...(order.payerId && { payer: { payer_id: order.payerId } }),
    purchase_units: order.request.purchase_units.map((unit, index) => {
      const capture = order.captures?.[index];
      return {
        reference_id: unit.reference_id ?? 'default',
        amount: unit.amount,
        ...(unit.custom_id && { custom_id: unit.custom_id }),
        ...(unit.invoice_id && { invoice_id: unit.invoice_id }),
        ...(unit.description && { description: unit.description }),
        ...(unit.items && { items: unit.items }),
        ...(capture && {
          payments: {
            captures: [captureView(capture, order, base)],
            ...(capture.refunds.length > 0 && {
              refunds: capture.refunds.map((refund) => refundView(refund, capture, order, base)),
            }),
          },
        }),
      };
    }),
    create_time: order.createTime,
    update_time: order.updateTime,
    links: orderLinks(order, state, base),
  };
}

function orderLinks(order: OrderRecord, state: OrderState, base: string) {
  const api = `${base}/v2/checkout/orders/${order.id}`;
  const open = state !== 'COMPLETED' && state !== 'VOIDED';
  return [
    link(api, 'self'),
    ...(state === 'CREATED' ? [link(approvalUrl(base, order.id), 'approve')] : []),
    ...(state === 'PAYER_ACTION_REQUIRED'
      ? [link(approvalUrl(base, order.id), 'payer-action')]
      : []),
    ...(open ? [link(api, 'update', 'PATCH'), link(`${api}/capture`, 'capture', 'POST')] : []),
  ];
}

/** `Prefer: return=minimal`, PayPal's default: the id, the status and the links. */
export const minimal = ({ id, status, links }: { id: string; status: string; links: unknown }) => ({
  id,
  status,
  links,
});

export const approvalUrl = (base: string, id: string) => `${base}/checkoutnow?token=${id}`;

import {
  CHECKOUT_MESSAGES,
  STORE_INFO_MESSAGES,
  includesGstMessage,
  savingLabel,
  statusLabel,
  toRupees,
} from '@attire/contract';
import type { MailDataByKind, MailOrder, RejectedPayment } from '../mail-data.js';
import { gstOf } from '../../pricing/stored-money.js';
import type { LinkContext } from './account.js';
import type { MailBlock, MailContent, MailTotals } from './blocks.js';
import type { MailContext } from './context.js';
import { SHOP_NAME, longDate, orderNumber, rupees } from './format.js';

// The e-mails about an order: its confirmation once paid, each status change, refunds and
// returns. Each names the order by the number the shop's pages show.

const ordersLink = (context: LinkContext): MailBlock => ({
  type: 'button',
  label: 'View my orders',
  url: `${context.shopUrl}/shop/account`,
});

/**
 * A tax document's download. The link is the API's own: a shopper signed in on this browser gets
 * the PDF at once (the session cookie goes with it), as from the order's details.
 */
const documentLink = (context: LinkContext, label: string, path: string): MailBlock => ({
  type: 'button',
  label,
  url: `${context.shopUrl}/api${path}`,
});

const invoiceLink = (context: LinkContext, order: MailOrder): MailBlock[] =>
  order.invoiceNumber
    ? [documentLink(context, 'Download your tax invoice', `/shop/order/${order.id}/invoice`)]
    : [];

const orderFacts = (order: MailOrder, ...more: [string, string][]): MailBlock => ({
  type: 'facts',
  rows: [['Order number', orderNumber(order.id)], ['Placed on', longDate(order.placedAt)], ...more],
});

const shipTo = (order: MailOrder): MailBlock => ({
  type: 'facts',
  rows: [
    [
      'Delivery address',
      `${order.address.address}, ${order.address.city} ${order.address.pincode}`,
    ],
    ['Phone', order.address.phone],
  ],
});

/**
 * The order's money in the checkout's words, every figure as the order stored it (never worked
 * out again here). A message queued before orders kept them shows its total alone.
 */
function orderTotals(order: MailOrder): MailTotals {
  const total = [CHECKOUT_MESSAGES.total, rupees(order.totalPaise)] as const;
  const { money } = order;
  if (!money) return { rows: [], total };
  const rows: [string, string][] = [[CHECKOUT_MESSAGES.subtotal, rupees(money.subtotalPaise)]];
  if (money.discountPaise > 0) {
    const label = money.promoCode ? savingLabel(money.promoCode) : CHECKOUT_MESSAGES.promoLabel;
    rows.push([label, `−${rupees(money.discountPaise)}`]);
  }
  rows.push([
    CHECKOUT_MESSAGES.shipping,
    money.shippingPaise > 0 ? rupees(money.shippingPaise) : CHECKOUT_MESSAGES.shippingFree,
  ]);
  // The contract's tax.total: the parts the order stored, which are 0 where they do not apply.
  const gstPaise = gstOf(money);
  return {
    rows,
    total,
    ...(gstPaise > 0 && { note: includesGstMessage(toRupees(gstPaise)) }),
  };
}

const orderLines = (order: MailOrder): MailBlock => ({
  type: 'lines',
  lines: order.items,
  totals: orderTotals(order),
});

export function orderConfirmed(
  data: MailDataByKind['orderConfirmed'],
  context: LinkContext,
): MailContent {
  const { order } = data;
  return {
    subject: `${SHOP_NAME} order ${orderNumber(order.id)} confirmed`,
    preheader: `We have your payment of ${rupees(order.totalPaise)}.`,
    heading: `Thank you for your order, ${data.name}`,
    blocks: [
      { type: 'paragraph', text: 'We have your payment and are getting your order ready.' },
      orderFacts(
        order,
        ['Paid', rupees(order.totalPaise)],
        ...(order.invoiceNumber ? [['Tax invoice', order.invoiceNumber] as [string, string]] : []),
      ),
      orderLines(order),
      shipTo(order),
      ...invoiceLink(context, order),
      ordersLink(context),
    ],
  };
}

const STATUS_NEWS: Partial<Record<string, string>> = {
  inProcess: 'We are preparing your order.',
  inShipping: 'Your order has been packed and handed to the courier.',
  inTransit: 'Your order is on its way.',
  delivered: 'Your order has been delivered. We hope you like it.',
  rejected: 'Your order has been cancelled.',
};

// A rejected order's news by what becomes of the money: "refunded" is said only by the refund's
// own e-mail, once PayPal has paid it back.
const REJECTED_NEWS: Record<RejectedPayment, string> = {
  refunding:
    'Your order has been cancelled. We are refunding your payment in full and will e-mail you once PayPal has paid it back.',
  inFlight:
    'Your order has been cancelled. If your payment went through meanwhile, it will be refunded in full and we will e-mail you once PayPal has paid it back.',
  none: 'Your order has been cancelled. You have not been charged.',
};

function statusNews(data: MailDataByKind['orderStatusChanged']): string {
  if (data.status === 'rejected' && data.payment) return REJECTED_NEWS[data.payment];
  return STATUS_NEWS[data.status] ?? `Your order is now ${statusLabel(data.status).toLowerCase()}.`;
}

export function orderStatusChanged(
  data: MailDataByKind['orderStatusChanged'],
  context: LinkContext,
): MailContent {
  const { order } = data;
  const label = statusLabel(data.status);
  return {
    subject: `${SHOP_NAME} order ${orderNumber(order.id)}: ${label.toLowerCase()}`,
    preheader: statusNews(data),
    heading: `Your order is ${label.toLowerCase()}`,
    blocks: [
      {
        type: 'paragraph',
        text: `Hello ${data.name}. ${statusNews(data)}`,
      },
      orderFacts(
        order,
        ['Status', label],
        ...(data.note ? [['Note', data.note] as [string, string]] : []),
      ),
      orderLines(order),
      ordersLink(context),
    ],
  };
}

export function orderRefunded(
  data: MailDataByKind['orderRefunded'],
  context: LinkContext,
): MailContent {
  const { order } = data;
  return {
    subject: `${SHOP_NAME} refund of ${rupees(data.amountPaise)} for order ${orderNumber(order.id)}`,
    preheader: `${rupees(data.amountPaise)} is on its way back to you.`,
    heading: 'Your refund has been issued',
    blocks: [
      {
        type: 'paragraph',
        text: `Hello ${data.name}, we have refunded ${rupees(data.amountPaise)} to the PayPal account you paid with. PayPal usually shows it within a few days.`,
      },
      orderFacts(
        order,
        ['Refunded', rupees(data.amountPaise)],
        ['Reason', data.reason],
        ...(data.note ? [['Note', data.note] as [string, string]] : []),
        ['Order total', rupees(order.totalPaise)],
        ...(data.creditNote ? [['Credit note', data.creditNote] as [string, string]] : []),
      ),
      ...(data.creditNote
        ? [
            documentLink(
              context,
              'Download your credit note',
              `/shop/order/${order.id}/credit-notes/${encodeURIComponent(data.creditNote)}`,
            ),
          ]
        : []),
      ordersLink(context),
    ],
  };
}

const RETURN_NEWS: Record<MailDataByKind['returnUpdated']['status'], string> = {
  requested: 'We have your return request and will answer it soon.',
  approved: 'Your return is approved. Please send these items back to us.',
  rejected: 'We could not accept your return.',
  refunded: 'We have received your return and are refunding the items.',
};

/**
 * An approved return's next step: where to send the items (the shop's return address as it
 * stands when the e-mail leaves), how to pack them, and how the money comes back.
 */
function sendBack(order: MailOrder, { shop }: MailContext): MailBlock[] {
  if (!shop.returnAddress) {
    return [
      {
        type: 'paragraph',
        text: `Write to ${shop.supportEmail} and we will tell you where to send the items.`,
      },
    ];
  }
  return [
    { type: 'facts', rows: [[STORE_INFO_MESSAGES.sendItemsTo, shop.returnAddress]] },
    {
      type: 'smallPrint',
      text: `Pack the items above with a note of your order number, ${orderNumber(order.id)}. ${STORE_INFO_MESSAGES.refundToPaypal}`,
    },
  ];
}

export function returnUpdated(
  data: MailDataByKind['returnUpdated'],
  context: MailContext,
): MailContent {
  const { order } = data;
  const label = statusLabel(data.status);
  return {
    subject: `${SHOP_NAME} return for order ${orderNumber(order.id)}: ${label.toLowerCase()}`,
    preheader: RETURN_NEWS[data.status],
    heading: `Your return is ${label.toLowerCase()}`,
    blocks: [
      { type: 'paragraph', text: `Hello ${data.name}. ${RETURN_NEWS[data.status]}` },
      // The items first: an approved return's e-mail is the shopper's packing list.
      { type: 'lines', lines: data.items },
      ...(data.status === 'approved' ? sendBack(order, context) : []),
      orderFacts(
        order,
        ['Return', label],
        ...(data.note ? [['Note', data.note] as [string, string]] : []),
      ),
      ordersLink(context),
    ],
  };
}

import { and, asc, eq } from 'drizzle-orm';
import type { OrderStatus, ReturnStatus } from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  orderItems,
  orders,
  returnItems,
  returns,
  taxDocuments,
  users,
} from '../../db/schema/index.js';
import type { MailLine, MailOrder, RejectedPayment } from './mail-data.js';
import { queueMail } from './queue-mail.js';

// The order e-mails, queued from the transactions that make their events (payment, status
// change, refund, return), with the order read inside that transaction.

const lineColumns = {
  title: orderItems.title,
  size: orderItems.size,
  colour: orderItems.colour,
  quantity: orderItems.quantity,
  pricePaise: orderItems.pricePaise,
};

async function readOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ order: orders, to: users.email, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} is gone`);
  const items: MailLine[] = await db
    .select(lineColumns)
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
  const { order } = row;
  const [invoice] = await db
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  const mailOrder: MailOrder = {
    id: order.id,
    placedAt: order.orderDate.toISOString(),
    items,
    totalPaise: order.totalPaise,
    money: {
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      promoCode: order.promoCode,
      shippingPaise: order.shippingPaise,
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      igstPaise: order.igstPaise,
    },
    ...(invoice && { invoiceNumber: invoice.number }),
    address: {
      address: order.shipAddress,
      city: order.shipCity,
      pincode: order.shipPincode,
      phone: order.shipPhone,
    },
  };
  return { to: row.to, name: row.name, order: mailOrder };
}

/**
 * The confirmation of a paid order, naming its tax invoice: the one `numberInvoice` issues in the
 * payment's transaction, or one issued already.
 */
export async function queueOrderConfirmed(
  db: DbOrTx,
  orderId: string,
  numberInvoice: () => Promise<string | undefined> = async () => undefined,
): Promise<void> {
  const { to, name, order } = await readOrder(db, orderId);
  // Numbered after the reads: a series' counter stays locked from numbering until the payment's
  // transaction commits, and payments recorded at once wait on it in turn.
  const invoiceNumber = (await numberInvoice()) ?? order.invoiceNumber;
  await queueMail(db, {
    kind: 'orderConfirmed',
    to,
    eventKey: `order-confirmed:${orderId}`,
    data: { name, order: { ...order, ...(invoiceNumber && { invoiceNumber }) } },
  });
}

/**
 * The order reached `status`; each status is reached once, so it names the event. `payment`
 * says, for a rejected order, what becomes of the shopper's money.
 */
export async function queueOrderStatusChanged(
  db: DbOrTx,
  orderId: string,
  status: OrderStatus,
  { note, payment }: { note?: string; payment?: RejectedPayment } = {},
): Promise<void> {
  const { to, name, order } = await readOrder(db, orderId);
  await queueMail(db, {
    kind: 'orderStatusChanged',
    to,
    eventKey: `order-status:${orderId}:${status}`,
    data: { name, order, status, ...(note && { note }), ...(payment && { payment }) },
  });
}

/** A refund PayPal completed; `note` is the admin's, on the return it paid back. */
export async function queueOrderRefunded(
  db: DbOrTx,
  refund: { id: string; orderId: string; amountPaise: number; reason: string },
  note?: string,
): Promise<void> {
  const { to, name, order } = await readOrder(db, refund.orderId);
  const [creditNote] = await db
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(eq(taxDocuments.refundId, refund.id));
  await queueMail(db, {
    kind: 'orderRefunded',
    to,
    eventKey: `refund:${refund.id}`,
    data: {
      name,
      order,
      amountPaise: refund.amountPaise,
      reason: refund.reason,
      ...(creditNote && { creditNote: creditNote.number }),
      ...(note && { note }),
    },
  });
}

/** A return was asked for, or answered. */
export async function queueReturnUpdated(
  db: DbOrTx,
  returnId: string,
  status: ReturnStatus,
  note?: string,
): Promise<void> {
  const [found] = await db
    .select({ orderId: returns.orderId })
    .from(returns)
    .where(eq(returns.id, returnId));
  if (!found) throw new Error(`return ${returnId} is gone`);
  const { to, name, order } = await readOrder(db, found.orderId);
  const items: MailLine[] = await db
    .select({ ...lineColumns, quantity: returnItems.quantity })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, returnId))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
  await queueMail(db, {
    kind: 'returnUpdated',
    to,
    eventKey: `return:${returnId}:${status}`,
    data: { name, order, status, items, ...(note && { note }) },
  });
}

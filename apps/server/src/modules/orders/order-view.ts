import { asc, inArray } from 'drizzle-orm';
import {
  PAYMENT_METHOD,
  toRupees,
  type ColourId,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, type orders } from '../../db/schema/index.js';
import type { GstRate } from '../pricing/tax.js';
import { grossOfLine, gstOf } from '../pricing/stored-money.js';
import { taxInRupees } from '../checkout/quote-view.js';
import { readHistories, type OrderHistory } from './order-history.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order row, its items and its history as the contract's order: rupees, ISO dates. */
export function toOrder(row: OrderRow, items: OrderItemRow[], history: OrderHistory): Order {
  return {
    id: row.id,
    userId: row.userId,
    orderDate: row.orderDate.toISOString(),
    // The table's check constraints keep both statuses to the contract's values.
    orderStatus: row.orderStatus as OrderStatus,
    subtotal: toRupees(row.subtotalPaise),
    discount: toRupees(row.discountPaise),
    promoCode: row.promoCode,
    shipping: toRupees(row.shippingPaise),
    tax: taxInRupees({
      total: gstOf(row),
      cgst: row.cgstPaise,
      sgst: row.sgstPaise,
      igst: row.igstPaise,
    }),
    totalAmount: toRupees(row.totalPaise),
    paymentMethod: PAYMENT_METHOD,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentId: row.paymentId,
    payerId: row.payerId,
    orderItems: items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      size: item.size,
      // The size and colour were the variant's, which the palette's check constraint held.
      colour: item.colour as ColourId | null,
      sku: item.sku,
      title: item.title,
      image: item.image,
      price: toRupees(item.pricePaise),
      quantity: item.quantity,
      lineTotal: toRupees(grossOfLine(item, item.quantity)),
      discount: toRupees(item.discountPaise),
      // Written by the pricing function, whose rates are the contract's.
      taxRate: item.taxRate as GstRate,
      taxableValue: toRupees(item.taxableValuePaise),
      hsn: item.hsn,
    })),
    shippingAddress: {
      address: row.shipAddress,
      city: row.shipCity,
      pincode: row.shipPincode,
      phone: row.shipPhone,
      notes: row.shipNotes,
      state: row.shipState,
    },
    ...history,
    refundedAmount: toRupees(row.refundedPaise),
    returnableUntil: row.returnableUntil?.toISOString() ?? null,
  };
}

/** The orders with their items and history, in the order given. */
export async function withItems(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, histories] = await Promise.all([readItems(db, ids), readHistories(db, ids)]);
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? [], histories.get(row.id)!));
}

function readItems(db: DbOrTx, orderIds: string[]) {
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
}

import { eq } from 'drizzle-orm';
import { CANCELLED_ORDER_PARAM, MESSAGES, toPaise, type CreateOrderInput } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import type { PaypalAmount } from '../payments/paypal-amounts.js';
import type { PaypalClient } from '../payments/paypal-client.js';
import { quoteCart, type CartQuote } from '../checkout/quote-cart.js';
import type { SettingsLog } from '../settings/index.js';
import { recordEvent } from './timeline.js';

export interface PlaceOrderDeps {
  db: Db;
  paypal: PaypalClient;
  /** Where the shopper's browser comes back to after PayPal: the web app's origin. */
  shopUrl: string;
  log?: SettingsLog;
}

/**
 * Places a pending order priced by the pricing function from the catalogue, the code and the
 * shop's settings (never from the client), and creates its PayPal order. A total other than
 * the one the shopper was shown is refused. Stock and the code's uses are only checked here;
 * they are held and taken when the payment is captured.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  userId: string,
  input: CreateOrderInput,
): Promise<{ orderId: string; approvalURL: string }> {
  const priced = await quoteCart(deps.db, userId, input, { log: deps.log });
  if (toPaise(input.totalAmount) !== priced.quote.totalPaise) {
    throw conflict(MESSAGES.orderTotalChanged);
  }
  const orderId = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({ userId, ...orderMoney(priced), ...shipTo(priced) })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(
      priced.quote.lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        variantId: line.variantId,
        size: line.size,
        colour: line.colour,
        sku: line.sku,
        title: line.title,
        image: line.image,
        pricePaise: line.pricePaise,
        quantity: line.quantity,
        discountPaise: line.discountPaise,
        taxRate: line.taxRate,
        taxableValuePaise: line.taxableValue,
        cgstPaise: line.cgst,
        sgstPaise: line.sgst,
        igstPaise: line.igst,
        hsn: line.hsn,
      })),
    );
    await recordEvent(tx, {
      orderId: order!.id,
      event: 'placed',
      status: 'pending',
      by: 'shopper',
    });
    return order!.id;
  });

  try {
    const amount = paypalAmount(priced.quote);
    return { orderId, approvalURL: await createPaypalOrder(deps, orderId, amount) };
  } catch (error) {
    // Without a PayPal order it can never be paid, so it should not linger in the shopper's list.
    await deps.db
      .delete(orders)
      .where(eq(orders.id, orderId))
      .catch(() => undefined);
    throw error;
  }
}

/** The order's money as the pricing function worked it out. */
function orderMoney({ quote, promotion }: CartQuote) {
  return {
    orderStatus: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'paypal',
    subtotalPaise: quote.subtotalPaise,
    discountPaise: quote.discountPaise,
    promoCode: promotion?.code ?? null,
    promotionId: promotion?.id ?? null,
    shippingPaise: quote.shippingPaise,
    shippingTaxRate: quote.shippingTax.taxRate,
    cgstPaise: quote.tax.cgst,
    sgstPaise: quote.tax.sgst,
    igstPaise: quote.tax.igst,
    totalPaise: quote.totalPaise,
  } as const;
}

function shipTo({ address }: CartQuote) {
  // The schema's refinement guarantees an address id or an address for an order.
  const to = address!;
  return {
    shipAddress: to.address,
    shipCity: to.city,
    shipPincode: to.pincode,
    shipPhone: to.phone,
    shipNotes: to.notes,
    shipState: to.state,
  };
}

/** The PayPal order's amount and its breakdown, from what the order stores. */
export function paypalAmount(order: {
  totalPaise: number;
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
}): PaypalAmount {
  return {
    totalPaise: order.totalPaise,
    itemTotalPaise: order.subtotalPaise,
    shippingPaise: order.shippingPaise,
    discountPaise: order.discountPaise,
  };
}

/**
 * Creates the order's PayPal order and keeps its id; returns where the shopper approves it.
 * Our order id makes the request id, so asking again (the reconciliation job, after a crash
 * between PayPal's reply and our update) returns the same PayPal order.
 */
export async function createPaypalOrder(
  deps: PlaceOrderDeps,
  orderId: string,
  amount: PaypalAmount,
): Promise<string> {
  const payment = await deps.paypal.createOrder({
    orderId,
    amount,
    returnUrl: `${deps.shopUrl}/shop/paypalReturnPage`,
    // Back at the checkout, which tells the shopper and ends the order (shopOrders.cancel).
    cancelUrl: `${deps.shopUrl}/shop/checkout?${CANCELLED_ORDER_PARAM}=${orderId}`,
  });
  await deps.db
    .update(orders)
    .set({ paypalOrderId: payment.id, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  return payment.approvalUrl;
}

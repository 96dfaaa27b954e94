import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROMOTION_MESSAGES } from '@attire/contract';
import { promotions, refunds } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { lifecycleCalls, mountedSandbox, paypalAmountOf } from '../support/lifecycle.js';
import { BENGALURU, moneySettings, quoteOf } from '../support/money.js';

// An order's money through HTTP: the quote, the order and the PayPal order agree to the paisa;
// a code's uses are taken with the payment; refunds of a discounted order pay back what was
// paid. The shop is registered for GST in Karnataka and charges ₹100 for delivery.
describe('the money of an order', () => {
  let t: TestApp;
  let admin: Session;
  const calls = lifecycleCalls(
    () => t.app,
    () => admin,
  );
  const settings = moneySettings(
    () => t.app,
    () => admin,
  );
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    admin = await signInAdmin(t.app);
    await settings.setStore();
    await settings.setShipping({ flatRate: 100, freeFrom: null, zones: [] });
  });
  afterAll(() => t.close());

  /** Three tees at ₹999 and a cap at ₹500; 10% off is ₹349.70, ₹299.70 and ₹50.00 of it. */
  async function teesAndCap() {
    const tee = await insertProduct(t.db, { price: 999, title: 'Tee' });
    const cap = await insertProduct(t.db, { price: 500, title: 'Cap', category: 'accessories' });
    return [
      { productId: tee.id, quantity: 3 },
      { productId: cap.id, quantity: 1 },
    ];
  }

  it('quotes, orders and asks PayPal for the same figures', async () => {
    const shopper = await signUp(t.app);
    const lines = await teesAndCap();
    const code = (await settings.addPromotion({ value: 10 })).code;
    const body = { orderItems: lines, shippingAddress: BENGALURU, promoCode: code };
    const { quote } = (await quoteOf(t.app, shopper, body)).body;
    expect(quote).toMatchObject({
      subtotal: 3497,
      discount: 349.7,
      shipping: 100,
      totalAmount: 3247.3,
    });
    // Tees: 2,697.30 at 5%, 64.22 a half; cap: 450.00 at 18%, 34.32 a half; shipping at 18%,
    // 7.63 a half.
    expect(quote.tax).toEqual({ total: 212.34, cgst: 106.17, sgst: 106.17, igst: 0 });

    const wrong = await calls.place(shopper, lines, 3497, { promoCode: code });
    expect(wrong.status).toBe(409);
    expect(wrong.error.message).toBe(MESSAGES.orderTotalChanged);

    const order = await calls.paidOrder(shopper, lines, quote.totalAmount, { promoCode: code });
    expect(order).toMatchObject({
      subtotal: quote.subtotal,
      discount: quote.discount,
      promoCode: code,
      shipping: quote.shipping,
      tax: quote.tax,
      totalAmount: quote.totalAmount,
      shippingAddress: { state: '29' },
    });
    const bought = Object.fromEntries(order.orderItems.map((item) => [item.title, item]));
    // A line's total is before its share of the discount: 3 × ₹999.
    expect(bought.Tee).toMatchObject({ lineTotal: 2997, discount: 299.7, taxRate: 5, hsn: '6205' });
    expect(bought.Cap).toMatchObject({ discount: 50, taxRate: 18, taxableValue: 381.36 });

    const paypal = await paypalAmountOf(mountedSandbox(t.app), order.paymentId);
    expect(paypal).toEqual({
      currency_code: 'INR',
      value: '3247.30',
      breakdown: {
        item_total: { currency_code: 'INR', value: '3497.00' },
        shipping: { currency_code: 'INR', value: '100.00' },
        discount: { currency_code: 'INR', value: '349.70' },
      },
    });
  });

  it('takes a use with the payment: used up for others, already used for the buyer', async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    const tee = await insertProduct(t.db, { price: 1000 });
    const lines = [{ productId: tee.id, quantity: 1 }];
    const once = await settings.addPromotion({
      kind: 'fixed',
      value: 100,
      usageLimit: 2,
      perCustomerLimit: 1,
    });
    const body = { orderItems: lines, shippingAddress: BENGALURU, promoCode: once.code };
    // ₹1,000 less ₹100, plus ₹100 of delivery.
    await calls.paidOrder(first, lines, 1000, { promoCode: once.code });
    const again = await quoteOf(t.app, first, body);
    expect(again.error.message).toBe(PROMOTION_MESSAGES.promoAlreadyUsed);

    await calls.paidOrder(second, lines, 1000, { promoCode: once.code });
    const third = await signUp(t.app);
    const usedUp = await quoteOf(t.app, third, body);
    expect(usedUp.status).toBe(409);
    expect(usedUp.error.errors?.promoCode).toEqual([PROMOTION_MESSAGES.promoUsedUp]);
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, once.id));
    expect(row!.timesUsed).toBe(2);
  });

  it('refunds lines for what was paid for them, and delivery once nothing is left', async () => {
    const shopper = await signUp(t.app);
    const lines = await teesAndCap();
    const code = (await settings.addPromotion({ value: 10 })).code;
    const order = await calls.paidOrder(shopper, lines, 3247.3, { promoCode: code });
    const teeId = lines[0]!.productId;
    const capId = lines[1]!.productId;

    // One tee of three: (2,997.00 − 299.70) / 3 = 899.10, not its price of 999.
    const one = await calls.refund(order.id, {
      reason: 'Torn',
      restock: false,
      items: [{ productId: teeId, quantity: 1 }],
    });
    expect(one.status).toBe(200);
    expect(one.body.order.refunds.map((refund) => refund.amount)).toEqual([899.1]);

    // The rest: 1,798.20 for two tees, 450.00 for the cap and the 100.00 of delivery.
    const rest = await calls.refund(order.id, {
      reason: 'Changed mind',
      restock: false,
      items: [
        { productId: teeId, quantity: 2 },
        { productId: capId, quantity: 1 },
      ],
    });
    expect(rest.body.order.refunds.map((refund) => refund.amount)).toEqual([899.1, 2348.2]);
    expect(rest.body.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 3247.3 });

    const stored = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .orderBy(refunds.createdAt);
    // A third of the tees' 64.22 a half, rounded down: 21.40. The rest carries what is left.
    expect(
      stored.map((refund) => [refund.shippingPaise, refund.cgstPaise, refund.sgstPaise]),
    ).toEqual([
      [0, 2140, 2140],
      [10000, 10617 - 2140, 10617 - 2140],
    ]);
  });
});

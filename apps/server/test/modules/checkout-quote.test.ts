import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { BENGALURU, DELHI, MUMBAI, moneySettings, quoteOf } from '../support/money.js';

// The quote call through HTTP (contract: "Money at checkout"): what a new shop charges, zones
// and thresholds of shipping, and GST split by where the order goes. Figures are worked out by
// hand in the comments, from the contract's rules.
describe('the checkout quote', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  const settings = moneySettings(
    () => t.app,
    () => admin,
  );
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t.app);
    shopper = await signUp(t.app);
  });
  afterAll(() => t.close());

  const line = (product: { id: string }, quantity = 1) => ({ productId: product.id, quantity });

  it('charges a new shop the sum of its lines: no shipping, no GST', async () => {
    const tee = await insertProduct(t.db, { price: 999 });
    const reply = await quoteOf(t.app, shopper, {
      orderItems: [line(tee, 2)],
      shippingAddress: BENGALURU,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.quote).toEqual({
      subtotal: 1998,
      discount: 0,
      shipping: 0,
      totalAmount: 1998,
      tax: { total: 0, cgst: 0, sgst: 0, igst: 0 },
      promo: null,
      freeShippingFrom: null,
      freeShippingShortfall: null,
      lines: [
        {
          productId: tee.id,
          variantId: tee.variants[0]!.id,
          quantity: 2,
          price: 999,
          discount: 0,
          taxRate: 0,
          taxableValue: 1998,
        },
      ],
    });
  });

  describe('shipping', () => {
    beforeAll(async () => {
      await settings.setShipping({
        flatRate: 99,
        freeFrom: 1500,
        zones: [{ name: 'Delhi NCR', states: ['07'], rate: 149, freeFrom: null }],
      });
    });
    afterAll(() => settings.setShipping({ flatRate: 0, freeFrom: null, zones: [] }));

    it('charges the flat rate under the threshold and says how far free delivery is', async () => {
      const tee = await insertProduct(t.db, { price: 999 });
      const { quote } = (
        await quoteOf(t.app, shopper, { orderItems: [line(tee)], shippingAddress: BENGALURU })
      ).body;
      expect(quote).toMatchObject({ subtotal: 999, shipping: 99, totalAmount: 1098 });
      expect(quote.freeShippingFrom).toBe(1500);
      expect(quote.freeShippingShortfall).toBe(501);
    });

    it('delivers free from the threshold, and a zone has its own rate', async () => {
      const tee = await insertProduct(t.db, { price: 999 });
      const inBengaluru = await quoteOf(t.app, shopper, {
        orderItems: [line(tee, 2)],
        shippingAddress: BENGALURU,
      });
      expect(inBengaluru.body.quote).toMatchObject({ shipping: 0, totalAmount: 1998 });
      expect(inBengaluru.body.quote.freeShippingFrom).toBeNull();
      // Delhi's zone is never free.
      const inDelhi = await quoteOf(t.app, shopper, {
        orderItems: [line(tee, 2)],
        shippingAddress: DELHI,
      });
      expect(inDelhi.body.quote).toMatchObject({ shipping: 149, totalAmount: 2147 });
      expect(inDelhi.body.quote.freeShippingFrom).toBeNull();
    });

    it('measures the threshold after the discount, and a free-shipping code makes it 0', async () => {
      const tee = await insertProduct(t.db, { price: 999 });
      const thirtyOff = await settings.addPromotion({ value: 30 });
      // 1,998.00 less 30% (599.40) is 1,398.60: under 1,500, so delivery is charged.
      const discounted = await quoteOf(t.app, shopper, {
        orderItems: [line(tee, 2)],
        shippingAddress: BENGALURU,
        promoCode: thirtyOff.code.toLowerCase(),
      });
      expect(discounted.body.quote).toMatchObject({
        subtotal: 1998,
        discount: 599.4,
        shipping: 99,
        totalAmount: 1497.6,
        promo: { code: thirtyOff.code, description: thirtyOff.description },
        // 1,500.00 − 1,398.60, in paise: never 101.40000000000009.
        freeShippingShortfall: 101.4,
      });
      const freeDelivery = await settings.addPromotion({ kind: 'freeShipping', value: 0 });
      const inDelhi = await quoteOf(t.app, shopper, {
        orderItems: [line(tee)],
        shippingAddress: DELHI,
        promoCode: freeDelivery.code,
      });
      expect(inDelhi.body.quote).toMatchObject({ discount: 0, shipping: 0, totalAmount: 999 });
    });
  });

  describe('GST', () => {
    beforeAll(async () => {
      await settings.setStore();
      await settings.setShipping({ flatRate: 100, freeFrom: null, zones: [] });
    });
    afterAll(async () => {
      await settings.setStore(null);
      await settings.setShipping({ flatRate: 0, freeFrom: null, zones: [] });
    });

    it('splits the tax into CGST and SGST within the shop state, IGST elsewhere', async () => {
      const tee = await insertProduct(t.db, { price: 999 });
      const within = (
        await quoteOf(t.app, shopper, { orderItems: [line(tee, 2)], shippingAddress: BENGALURU })
      ).body.quote;
      // 1,998.00 at 5%: each half 1998 × 2.5 / 105 = 47.57; shipping 100 at 5%: 2.38 each half.
      expect(within.tax).toEqual({ total: 99.9, cgst: 49.95, sgst: 49.95, igst: 0 });
      expect(within.lines[0]).toMatchObject({ taxRate: 5, taxableValue: 1902.86 });
      expect(within.totalAmount).toBe(2098);

      const outside = (
        await quoteOf(t.app, shopper, { orderItems: [line(tee, 2)], shippingAddress: MUMBAI })
      ).body.quote;
      // 1998 × 5 / 105 = 95.14 and 100 × 5 / 105 = 4.76.
      expect(outside.tax).toEqual({ total: 99.9, cgst: 0, sgst: 0, igst: 99.9 });
      expect(outside.totalAmount).toBe(within.totalAmount);
    });

    it('bands apparel by the piece after its discount, at ₹2,625 and ₹2,625.01', async () => {
      const atLimit = await insertProduct(t.db, { price: 2625 });
      const above = await insertProduct(t.db, { price: 2625.01 });
      const rateOf = async (product: { id: string }, promoCode?: string) =>
        (
          await quoteOf(t.app, shopper, {
            orderItems: [line(product)],
            shippingAddress: MUMBAI,
            ...(promoCode && { promoCode }),
          })
        ).body.quote.lines[0]!.taxRate;
      expect(await rateOf(atLimit)).toBe(5);
      expect(await rateOf(above)).toBe(18);
      // 2,625.01 less 1% is 2,598.76: back in the lower band.
      const onePercent = await settings.addPromotion({ value: 1 });
      expect(await rateOf(above, onePercent.code)).toBe(5);
    });

    it('taxes accessories at 18%, and shipping at the highest rate of the order', async () => {
      const belt = await insertProduct(t.db, { price: 1180, category: 'accessories' });
      const { quote } = (
        await quoteOf(t.app, shopper, { orderItems: [line(belt)], shippingAddress: MUMBAI })
      ).body;
      // 1,180 × 18 / 118 = 180.00; 100 × 18 / 118 = 15.25.
      expect(quote.lines[0]).toMatchObject({ taxRate: 18, taxableValue: 1000 });
      expect(quote.tax).toEqual({ total: 195.25, cgst: 0, sgst: 0, igst: 195.25 });
    });
  });

  describe('a code that does not apply', () => {
    const refusal = async (promoCode: string, price = 999) => {
      const tee = await insertProduct(t.db, { price, category: 'men' });
      const reply = await quoteOf(t.app, shopper, {
        orderItems: [line(tee)],
        shippingAddress: BENGALURU,
        promoCode,
      });
      expect(reply.status).toBe(409);
      expect(reply.error.errors?.promoCode).toEqual([reply.error.message]);
      return reply.error.message;
    };
    const DAY = 24 * 60 * 60 * 1000;
    const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

    it('says why, in the contract’s words', async () => {
      expect(await refusal('NO-SUCH-CODE')).toBe(PROMOTION_MESSAGES.promoUnknown);
      expect(await refusal('x')).toBe(PROMOTION_MESSAGES.promoUnknown);
      const later = await settings.addPromotion({ startsAt: inDays(2) });
      expect(await refusal(later.code)).toBe(PROMOTION_MESSAGES.promoNotStarted);
      const over = await settings.addPromotion({ startsAt: inDays(-3), endsAt: inDays(-1) });
      expect(await refusal(over.code)).toBe(PROMOTION_MESSAGES.promoEnded);
      const off = await settings.addPromotion({ active: false });
      expect(await refusal(off.code)).toBe(PROMOTION_MESSAGES.promoInactive);
      const women = await settings.addPromotion({ categories: ['women'] });
      expect(await refusal(women.code)).toBe(PROMOTION_MESSAGES.promoNothingApplies);
      const big = await settings.addPromotion({ minSubtotal: 5000 });
      expect(await refusal(big.code)).toBe('Add ₹4,001.00 more to use this code');
    });
  });
});

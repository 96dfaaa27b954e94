import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_MESSAGES } from '@attire/contract';
import { orders, promotions } from '../../src/db/schema/index.js';
import { insertProduct, signInAdmin, type Session } from '../support/fixtures.js';
import { BENGALURU, moneySettings } from '../support/money.js';
import { racingShop, type ApprovedOrder, type Buyer } from '../support/racing-shop.js';

const SHOPPERS = 20;
const TABS = 5;

// The last use of a code, wanted by many at once (Saleor #544, Vendure PR #4660, Medusa PR
// #16097, WooCommerce #26002): the use is held with the units before PayPal is asked, so one
// order pays with it and the others are refused without being charged. PayPal answers each
// capture after 1 s, so every capture is in flight at once; on PostgreSQL the captures are
// split between two server processes on one database.
describe('the last use of a promotion code', () => {
  const shop = racingShop({ captureDelayMs: 1_000, secondProcess: true });
  let admin: Session;
  const settings = moneySettings(
    () => shop.t.app,
    () => admin,
  );
  beforeAll(async () => {
    admin = await signInAdmin(shop.t.app);
  });

  /** An approved order of one ₹1,000 tee with the code: ₹100 off. */
  const approvedOrder = (who: Buyer, productId: string, promoCode: string) =>
    shop.approvedOrder(who, {
      orderItems: [{ productId, quantity: 1 }],
      shippingAddress: BENGALURU,
      totalAmount: 900,
      promoCode,
    });

  /** Every capture at once; each reply beside the PayPal order's state after. */
  async function captureAtOnce(approved: ApprovedOrder[]) {
    const replies = await Promise.all(
      approved.map((order, index) => shop.capture(order, shop.baseFor(index))),
    );
    const atPaypal = await Promise.all(
      approved.map(({ capture }) => shop.t.app.paypal.getOrder(capture.paymentId)),
    );
    return { replies, atPaypal };
  }

  async function outcome(promotionId: string, orderIds: string[]) {
    const { db } = shop.t;
    const [promotion] = await db
      .select({ timesUsed: promotions.timesUsed })
      .from(promotions)
      .where(eq(promotions.id, promotionId));
    const rows = await db.select().from(orders).where(eq(orders.promotionId, promotionId));
    const statusOf = new Map(rows.map((row) => [row.id, row.paymentStatus]));
    return { timesUsed: promotion!.timesUsed, statuses: orderIds.map((id) => statusOf.get(id)) };
  }

  it(`lets one of ${SHOPPERS} shoppers paying at once have it, and charges no one else`, async () => {
    const tee = await insertProduct(shop.t.db, { price: 1000, totalStock: SHOPPERS });
    const last = await settings.addPromotion({ kind: 'fixed', value: 100, usageLimit: 1 });
    const approved = [];
    for (let index = 0; index < SHOPPERS; index++) {
      approved.push(await approvedOrder(await shop.buyer(`Shopper ${index}`), tee.id, last.code));
    }
    const { replies, atPaypal } = await captureAtOnce(approved);

    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 1);
    for (const reply of replies.filter((candidate) => candidate.status === 409)) {
      expect(reply.error.errors?.promoCode).toEqual([PROMOTION_MESSAGES.promoUsedUp]);
    }
    // The refused were never captured at PayPal: asked nothing, charged nothing.
    expect(atPaypal.filter((order) => order.status === 'COMPLETED')).toHaveLength(1);
    expect(atPaypal.filter((order) => order.status === 'APPROVED')).toHaveLength(SHOPPERS - 1);
    const ids = approved.map(({ capture }) => capture.orderId);
    const { timesUsed, statuses: paid } = await outcome(last.id, ids);
    expect(timesUsed).toBe(1);
    expect(paid.filter((status) => status === 'paid')).toHaveLength(1);
    // The others ended at once, their holds let go: nothing of theirs lingers as pending.
    expect(paid.filter((status) => status === 'failed')).toHaveLength(SHOPPERS - 1);
  }, 90_000);

  it(`lets one shopper use it once from ${TABS} tabs paying at once`, async () => {
    const tee = await insertProduct(shop.t.db, { price: 1000, totalStock: TABS });
    const once = await settings.addPromotion({ kind: 'fixed', value: 100, perCustomerLimit: 1 });
    const shopper = await shop.buyer('One shopper');
    const approved = [];
    for (let tab = 0; tab < TABS; tab++) {
      approved.push(await approvedOrder(shopper, tee.id, once.code));
    }
    const { replies, atPaypal } = await captureAtOnce(approved);

    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(refused).toHaveLength(TABS - 1);
    for (const reply of refused) {
      expect(reply.error.errors?.promoCode).toEqual([PROMOTION_MESSAGES.promoAlreadyUsed]);
    }
    expect(atPaypal.filter((order) => order.status === 'COMPLETED')).toHaveLength(1);
    const ids = approved.map(({ capture }) => capture.orderId);
    expect((await outcome(once.id, ids)).timesUsed).toBe(1);
  }, 90_000);
});

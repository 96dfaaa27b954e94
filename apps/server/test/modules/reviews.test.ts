import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type EndpointInput } from '@attire/contract';
import { orderItems, orders, products } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import {
  insertPaidOrder,
  insertProduct,
  signUp,
  type InsertedProduct,
  type Session,
} from '../support/fixtures.js';
import { api } from '../support/http.js';

type ReviewBody = EndpointInput<'reviews.add'>['body'];

describe('reviews', () => {
  let t: TestApp;
  let product: InsertedProduct;
  beforeAll(async () => {
    t = await startTestApp();
    product = await insertProduct(t.db);
  });
  afterAll(() => t.close());

  const as = (session: Session) => api(t.app, session.token);
  const reviewBody = (session: Session, productId: string) => ({
    productId,
    userId: session.user.id,
    userName: session.user.name,
    reviewMessage: 'Fits well and the cotton is soft.',
    reviewValue: 4,
  });
  const review = (session: Session, productId: string, fields: Partial<ReviewBody> = {}) =>
    as(session).call('reviews.add', { body: { ...reviewBody(session, productId), ...fields } });
  const reviewsOf = (session: Session, productId: string) =>
    as(session).call('reviews.list', { params: { productId } });

  /** A shopper who has paid for the given product. */
  async function buyer(name: string, productId = product.id): Promise<Session> {
    const session = await signUp(t.app, { name });
    await insertPaidOrder(t.db, session.user.id, [
      { productId, title: 'Cotton Tee', pricePaise: 99_900, quantity: 1 },
    ]);
    return session;
  }

  const totals = async (productId: string) => {
    const [row] = await t.db
      .select({ ratingTotal: products.ratingTotal, reviewCount: products.reviewCount })
      .from(products)
      .where(eq(products.id, productId));
    return row;
  };

  it('lists no reviews for a product nobody has reviewed, known or not', async () => {
    const reader = await signUp(t.app);
    const fresh = await insertProduct(t.db);
    for (const id of [fresh.id, randomUUID()]) {
      const reply = await reviewsOf(reader, id);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        success: true,
        reviews: [],
        eligibility: { mayReview: false, reason: MESSAGES.reviewNotPurchased },
      });
    }
  });

  it("adds a buyer's review under the account's name and counts it in the product's rating", async () => {
    const target = await insertProduct(t.db);
    const asha = await buyer('Asha Rao', target.id);
    const reply = await review(asha, target.id, {
      userName: 'Someone Else',
      reviewMessage: '  Lovely colour.  ',
      reviewValue: 5,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      review: {
        id: expect.any(String),
        productId: target.id,
        userId: asha.user.id,
        userName: 'Asha Rao',
        reviewMessage: 'Lovely colour.',
        reviewValue: 5,
        createdAt: expect.any(String),
      },
    });
    expect(new Date(reply.body.review.createdAt).toISOString()).toBe(reply.body.review.createdAt);
    expect(await totals(target.id)).toEqual({ ratingTotal: 5, reviewCount: 1 });

    const ravi = await buyer('Ravi Kumar', target.id);
    expect((await review(ravi, target.id, { reviewValue: 2 })).status).toBe(201);
    expect(await totals(target.id)).toEqual({ ratingTotal: 7, reviewCount: 2 });
  });

  it('lists reviews newest first', async () => {
    const target = await insertProduct(t.db);
    const first = await buyer('First Buyer', target.id);
    const second = await buyer('Second Buyer', target.id);
    await review(first, target.id, { reviewMessage: 'older' });
    await review(second, target.id, { reviewMessage: 'newer' });

    const reply = await reviewsOf(first, target.id);
    expect(reply.status).toBe(200);
    expect(reply.body.reviews.map((entry) => [entry.userName, entry.reviewMessage])).toEqual([
      ['Second Buyer', 'newer'],
      ['First Buyer', 'older'],
    ]);
  });

  it('accepts one review per shopper and product', async () => {
    const target = await insertProduct(t.db);
    const shopper = await buyer('Once Only', target.id);
    expect((await review(shopper, target.id)).status).toBe(201);

    const again = await review(shopper, target.id, { reviewValue: 1 });
    expect(again.status).toBe(409);
    expect(again.error).toEqual({ success: false, message: MESSAGES.reviewDuplicate });
    expect(await totals(target.id)).toEqual({ ratingTotal: 4, reviewCount: 1 });
  });

  it('keeps one review when two arrive at once', async () => {
    const target = await insertProduct(t.db);
    const shopper = await buyer('Double Click', target.id);
    const replies = await Promise.all([review(shopper, target.id), review(shopper, target.id)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(replies.find((reply) => reply.status === 409)!.error.message).toBe(
      MESSAGES.reviewDuplicate,
    );
    expect(await totals(target.id)).toEqual({ ratingTotal: 4, reviewCount: 1 });
    const list = await reviewsOf(shopper, target.id);
    expect(list.body.reviews).toHaveLength(1);
  });

  it('refuses a shopper who has not paid for the product', async () => {
    const target = await insertProduct(t.db);
    const elsewhere = await buyer('Bought Something Else', (await insertProduct(t.db)).id);
    const unpaid = await buyer('Never Paid', target.id);
    await t.db
      .update(orders)
      .set({ paymentStatus: 'pending' })
      .where(eq(orders.userId, unpaid.user.id));
    const stranger = await signUp(t.app);

    for (const session of [elsewhere, unpaid, stranger]) {
      expect((await reviewsOf(session, target.id)).body.eligibility).toEqual({
        mayReview: false,
        reason: MESSAGES.reviewNotPurchased,
      });
      const reply = await review(session, target.id);
      expect(reply.status).toBe(403);
      expect(reply.error).toEqual({ success: false, message: MESSAGES.reviewNotPurchased });
    }
    expect(await totals(target.id)).toEqual({ ratingTotal: 0, reviewCount: 0 });
  });

  /** What a refund leaves on an order: `units` of its line paid back, and its payment status. */
  async function refundUnits(orderId: string, units: number, paymentStatus: string) {
    await t.db
      .update(orderItems)
      .set({ refundedQuantity: units })
      .where(eq(orderItems.orderId, orderId));
    await t.db.update(orders).set({ paymentStatus }).where(eq(orders.id, orderId));
  }

  it('lets a buyer who kept a unit review, after a return of the others or a goodwill refund', async () => {
    const target = await insertProduct(t.db);
    const jacket = { productId: target.id, title: 'Rain Jacket', pricePaise: 99_900, quantity: 3 };
    const returnedTwo = await signUp(t.app, { name: 'Returned Two' });
    const order = await insertPaidOrder(t.db, returnedTwo.user.id, [jacket]);
    await refundUnits(order.id, 2, 'partiallyRefunded');
    const goodwill = await signUp(t.app, { name: 'Goodwill Refund' });
    const refunded = await insertPaidOrder(t.db, goodwill.user.id, [{ ...jacket, quantity: 1 }]);
    // An amount, not units: the ₹500 comes back, the jacket stays with the shopper.
    await refundUnits(refunded.id, 0, 'partiallyRefunded');

    for (const session of [returnedTwo, goodwill]) {
      const before = await reviewsOf(session, target.id);
      expect(before.body.eligibility).toEqual({ mayReview: true });
      expect((await review(session, target.id)).status).toBe(201);
      const after = await reviewsOf(session, target.id);
      expect(after.body.eligibility).toEqual({
        mayReview: false,
        reason: MESSAGES.reviewDuplicate,
      });
    }
    expect(await totals(target.id)).toEqual({ ratingTotal: 8, reviewCount: 2 });
  });

  it('refuses a buyer who sent every unit back, and says so before they write', async () => {
    const target = await insertProduct(t.db);
    const jackets = { productId: target.id, title: 'Rain Jacket', pricePaise: 99_900, quantity: 2 };
    const refunded = await signUp(t.app, { name: 'Sent It All Back' });
    const done = await insertPaidOrder(t.db, refunded.user.id, [jackets]);
    await refundUnits(done.id, 2, 'refunded');
    // The units count as paid back as soon as their refund is opened, before PayPal pays it.
    const refunding = await signUp(t.app, { name: 'Refund On Its Way' });
    const open = await insertPaidOrder(t.db, refunding.user.id, [jackets]);
    await refundUnits(open.id, 2, 'paid');

    for (const session of [refunded, refunding]) {
      const list = await reviewsOf(session, target.id);
      expect(list.body.eligibility).toEqual({
        mayReview: false,
        reason: MESSAGES.reviewNotPurchased,
      });
      const reply = await review(session, target.id);
      expect(reply.status).toBe(403);
      expect(reply.error.message).toBe(MESSAGES.reviewNotPurchased);
    }
    expect(await totals(target.id)).toEqual({ ratingTotal: 0, reviewCount: 0 });
  });

  it('answers 404 for a review of a product that does not exist', async () => {
    const shopper = await signUp(t.app);
    const reply = await review(shopper, randomUUID());
    expect(reply.status).toBe(404);
    expect(reply.error.message).toBe(MESSAGES.productNotFound);
  });

  it('checks the rating and the message', async () => {
    const shopper = await buyer('Careful Checker');
    // Raw calls: the contract's types would not let a string or missing rating or message through.
    const rawReview = (fields: object) =>
      as(shopper).post('/shop/review', { ...reviewBody(shopper, product.id), ...fields });
    for (const reviewValue of [0, 6, 3.5, '5', undefined]) {
      const reply = await rawReview({ reviewValue });
      expect(reply.status).toBe(400);
      expect(reply.error.message).toBe(MESSAGES.validationError);
      expect(Object.keys(reply.error.errors ?? {})).toEqual(['reviewValue']);
    }
    const zero = await review(shopper, product.id, { reviewValue: 0 });
    expect(zero.error.errors?.reviewValue).toEqual(['Rating must be between 1 and 5']);
    for (const reviewMessage of ['', '   ', undefined]) {
      const reply = await rawReview({ reviewMessage });
      expect(reply.status).toBe(400);
      expect(reply.error.errors).toEqual({ reviewMessage: ['Review message is required'] });
    }
    const badProduct = await review(shopper, 'not-a-uuid');
    expect(badProduct.status).toBe(400);
    expect(badProduct.error.errors?.productId).toEqual(['Must be a valid id']);
    expect(await totals(product.id)).toEqual({ ratingTotal: 0, reviewCount: 0 });
  });

  it("refuses a review posted under another user's id", async () => {
    const victim = await buyer('Real Buyer');
    const intruder = await signUp(t.app);
    const reply = await as(intruder).call('reviews.add', {
      body: {
        productId: product.id,
        userId: victim.user.id,
        reviewMessage: 'Fake praise',
        reviewValue: 5,
      },
    });
    expect(reply.status).toBe(403);
    expect(reply.error).toEqual({ success: false, message: MESSAGES.forbidden });
    expect((await reviewsOf(victim, product.id)).body.reviews).toEqual([]);
  });

  it('answers 404 for a malformed product id in the path', async () => {
    const reader = await signUp(t.app);
    const reply = await as(reader).get('/shop/review/not-a-uuid');
    expect(reply.status).toBe(404);
    expect(reply.error.success).toBe(false);
  });

  it('requires a signed-in user', async () => {
    const anonymous = api(t.app);
    const list = await anonymous.call('reviews.list', { params: { productId: product.id } });
    expect(list.status).toBe(401);
    const post = await anonymous.call('reviews.add', {
      body: { productId: product.id, userId: randomUUID(), reviewMessage: 'Hello', reviewValue: 5 },
    });
    expect(post.status).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, cartFullMessage, stockLimitMessage } from '@attire/contract';
import { products } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { cartCalls, cartLine } from '../support/cart.js';
import { insertProduct, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

describe('cart', () => {
  let t: TestApp;
  let shopper: Session;
  let other: Session;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  const { as, addLine, setLine, fetchCart, removeLine } = cartCalls(() => t.app);

  it('starts as an empty cart, the same one on every read, even on concurrent first reads', async () => {
    const fresh = await signUp(t.app);
    const replies = await Promise.all(Array.from({ length: 5 }, () => fetchCart(fresh)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    const first = replies[0]!.body;
    expect(first).toEqual({
      success: true,
      cart: { id: expect.any(String), userId: fresh.user.id, items: [] },
    });
    expect(new Set(replies.map((reply) => reply.body.cart.id)).size).toBe(1);
  });

  it('adds products, sums repeated adds and keeps lines in the order they were added', async () => {
    const shirt = await insertProduct(t.db, { price: 1299.5, salePrice: 999.99, totalStock: 8 });
    const cap = await insertProduct(t.db, { price: 450, totalStock: 3 });
    const user = await signUp(t.app);

    const first = await addLine(user, shirt.id, 2);
    expect(first.status).toBe(200);
    expect(first.body.cart.items).toEqual([
      {
        id: expect.any(String),
        productId: shirt.id,
        variantId: shirt.variants[0]!.id,
        size: null,
        colour: null,
        sku: shirt.variants[0]!.sku,
        quantity: 2,
        product: {
          image: shirt.image,
          title: shirt.title,
          price: 1299.5,
          salePrice: 999.99,
          totalStock: 8,
        },
      },
    ]);

    await addLine(user, cap.id, 1);
    const again = await addLine(user, shirt.id, 3);
    expect(again.status).toBe(200);
    expect(again.body.cart.items.map((item) => [item.productId, item.quantity])).toEqual([
      [shirt.id, 5],
      [cap.id, 1],
    ]);
    expect(again.body.cart.items[1]!.product).toMatchObject({ price: 450, salePrice: 0 });

    const read = await fetchCart(user);
    expect(read.body.cart).toEqual(again.body.cart);
  });

  it('refuses to go past the stock with the exact message and changes nothing', async () => {
    const product = await insertProduct(t.db, { totalStock: 3 });
    const user = await signUp(t.app);
    await addLine(user, product.id, 2);

    const tooMany = await addLine(user, product.id, 2);
    expect(tooMany.status).toBe(409);
    expect(tooMany.error).toEqual({ success: false, message: stockLimitMessage(3) });
    expect(tooMany.error.message).toBe('Only 3 items can be added for this product!');

    const setTooMany = await setLine(user, product.id, 4);
    expect(setTooMany.status).toBe(409);
    expect(setTooMany.error.message).toBe(stockLimitMessage(3));

    const cart = await fetchCart(user);
    expect(cart.body.cart.items.map((item) => item.quantity)).toEqual([2]);

    const upToStock = await addLine(user, product.id, 1);
    expect(upToStock.body.cart.items[0]!.quantity).toBe(3);
  });

  it('refuses to add a product that is out of stock', async () => {
    const soldOut = await insertProduct(t.db, { totalStock: 0 });
    const reply = await addLine(shopper, soldOut.id, 1);
    expect(reply.status).toBe(409);
    expect(reply.error.message).toBe('Only 0 items can be added for this product!');
  });

  it('caps a line at the largest quantity an order accepts, even with more in stock', async () => {
    const plenty = await insertProduct(t.db, { totalStock: 5000 });
    const user = await signUp(t.app);
    expect((await addLine(user, plenty.id, 1000)).status).toBe(200);
    const more = await addLine(user, plenty.id, 1);
    expect(more.status).toBe(409);
    expect(more.error.message).toBe(stockLimitMessage(1000));
  });

  it('lets concurrent adds take the stock but never more', async () => {
    const product = await insertProduct(t.db, { totalStock: 5 });
    const user = await signUp(t.app);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => addLine(user, product.id, 1)),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 409, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409)) {
      expect(reply.error.message).toBe(stockLimitMessage(5));
    }
    const cart = await fetchCart(user);
    expect(cart.body.cart.items).toHaveLength(1);
    expect(cart.body.cart.items[0]!.quantity).toBe(5);
  });

  it('holds at most as many different products as one order takes, even when added at once', async () => {
    const user = await signUp(t.app);
    const max = LIMITS.orderMaxLines;
    const items = await Promise.all(
      Array.from({ length: max + 1 }, () => insertProduct(t.db, { totalStock: 10 })),
    );
    for (const product of items.slice(0, max - 2)) await addLine(user, product.id, 1);
    // The last two free places, raced by three new products: two get in, one is refused.
    const raced = await Promise.all(items.slice(max - 2).map((p) => addLine(user, p.id, 1)));
    expect(raced.map((reply) => reply.status).sort()).toEqual([200, 200, 409]);
    for (const reply of raced.filter((r) => r.status === 409)) {
      expect(reply.error.message).toBe(cartFullMessage(max));
    }
    const cart = (await fetchCart(user)).body.cart;
    expect(cart.items).toHaveLength(max);
    // More of a product already in the cart is still welcome.
    expect((await addLine(user, cart.items[0]!.productId, 1)).status).toBe(200);
  });

  it('sets the quantity of a line with PUT', async () => {
    const product = await insertProduct(t.db, { totalStock: 10 });
    const user = await signUp(t.app);
    await addLine(user, product.id, 4);

    const reply = await setLine(user, product.id, 1);
    expect(reply.status).toBe(200);
    expect(reply.body.cart.items.map((item) => item.quantity)).toEqual([1]);
  });

  it('answers 404 when updating a product that is not in the cart or does not exist', async () => {
    const product = await insertProduct(t.db);
    const notInCart = await setLine(shopper, product.id, 1);
    expect(notInCart.status).toBe(404);
    expect(notInCart.error).toEqual({ success: false, message: MESSAGES.cartItemNotFound });

    const unknown = await setLine(shopper, randomUUID(), 1);
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(MESSAGES.productNotFound);
  });

  it('answers 404 when adding a product that does not exist', async () => {
    const reply = await addLine(shopper, randomUUID(), 1);
    expect(reply.status).toBe(404);
    expect(reply.error).toEqual({ success: false, message: MESSAGES.productNotFound });
    const cart = await fetchCart(shopper);
    expect(cart.body.cart.items).toEqual([]);
  });

  it('removes a line and answers 404 for a line that is not there', async () => {
    const keep = await insertProduct(t.db);
    const drop = await insertProduct(t.db);
    const user = await signUp(t.app);
    await addLine(user, keep.id, 1);
    await addLine(user, drop.id, 2);

    const reply = await removeLine(user, drop.id);
    expect(reply.status).toBe(200);
    expect(reply.body.cart.items.map((item) => item.productId)).toEqual([keep.id]);

    const again = await removeLine(user, drop.id);
    expect(again.status).toBe(404);
    expect(again.error.message).toBe(MESSAGES.cartItemNotFound);
  });

  it('drops a deleted product from every cart', async () => {
    const product = await insertProduct(t.db);
    const user = await signUp(t.app);
    await addLine(user, product.id, 1);
    await t.db.delete(products).where(eq(products.id, product.id));

    const cart = await fetchCart(user);
    expect(cart.status).toBe(200);
    expect(cart.body.cart.items).toEqual([]);
  });

  it('rejects a quantity that is zero, negative, fractional or not a number', async () => {
    const product = await insertProduct(t.db);
    // Raw calls: the contract's types would not let a string quantity through.
    for (const quantity of [0, -1, 1.5, '2']) {
      for (const method of ['post', 'put'] as const) {
        const reply = await as(shopper)[method]('/shop/cart', {
          ...cartLine(shopper, product.id, 1),
          quantity,
        });
        expect(reply.status).toBe(400);
        expect(reply.error.message).toBe(MESSAGES.validationError);
        expect(Object.keys(reply.error.errors ?? {})).toEqual(['quantity']);
      }
    }
    const tooBig = await addLine(shopper, product.id, 1001);
    expect(tooBig.status).toBe(400);
    expect(tooBig.error.errors?.quantity).toEqual(['Quantity must be at most 1000']);
  });

  it('rejects a malformed product or variant id in the body as a validation error', async () => {
    const reply = await addLine(shopper, 'not-a-uuid', 1);
    expect(reply.status).toBe(400);
    expect(reply.error.errors?.productId).toEqual(['Must be a valid id']);
    const product = await insertProduct(t.db);
    const variant = await addLine(shopper, product.id, 1, 'not-a-uuid');
    expect(variant.status).toBe(400);
    expect(variant.error.errors?.variantId).toEqual(['Must be a valid id']);
  });

  it('answers 404 for malformed ids in the path', async () => {
    expect((await as(shopper).get('/shop/cart/not-a-uuid')).status).toBe(404);
    const product = await insertProduct(t.db);
    expect((await as(shopper).delete(`/shop/cart/nope/${product.id}`)).status).toBe(404);
    expect((await as(shopper).delete(`/shop/cart/${shopper.user.id}/nope`)).status).toBe(404);
    const lineOf = `/shop/cart/${shopper.user.id}/${product.id}`;
    expect((await as(shopper).delete(`${lineOf}/nope`)).status).toBe(404);
  });

  it('requires a signed-in user on every route', async () => {
    const product = await insertProduct(t.db);
    const anonymous = api(t.app);
    const replies = [
      await anonymous.call('cart.fetch', { params: { userId: shopper.user.id } }),
      await anonymous.call('cart.add', { body: cartLine(shopper, product.id, 1) }),
      await anonymous.call('cart.update', { body: cartLine(shopper, product.id, 1) }),
      await anonymous.call('cart.deleteItem', {
        params: { userId: shopper.user.id, productId: product.id },
      }),
      await anonymous.call('cart.deleteVariant', {
        params: {
          userId: shopper.user.id,
          productId: product.id,
          variantId: product.variants[0]!.id,
        },
      }),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401, 401, 401]);
    expect(replies[0]!.error).toEqual({ success: false, message: MESSAGES.signInRequired });
  });

  it("refuses another user's cart, in the path or the body, and leaves it unchanged", async () => {
    const product = await insertProduct(t.db);
    await addLine(other, product.id, 1);
    const intruder = as(shopper);

    const replies = [
      await fetchCart(shopper, other.user.id),
      await intruder.call('cart.add', { body: cartLine(other, product.id, 1) }),
      await intruder.call('cart.update', { body: cartLine(other, product.id, 5) }),
      await removeLine(shopper, product.id, other.user.id),
      await intruder.call('cart.deleteVariant', {
        params: {
          userId: other.user.id,
          productId: product.id,
          variantId: product.variants[0]!.id,
        },
      }),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([403, 403, 403, 403, 403]);
    expect(replies[1]!.error).toEqual({ success: false, message: MESSAGES.forbidden });

    const theirs = await fetchCart(other);
    expect(theirs.body.cart.items.map((item) => item.quantity)).toEqual([1]);
  });
});

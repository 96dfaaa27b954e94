import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, cartFullMessage, stockLimitMessage } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { cartCalls } from '../support/cart.js';
import { insertProduct, signUp } from '../support/fixtures.js';
import { insertSizedShirt } from '../support/sized-product.js';

// A cart line is one size and colour of a product, with that variant's price, photo and stock.
describe('cart of sizes and colours', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const { addLine, setLine, fetchCart, removeLine, removeVariant } = cartCalls(() => t.app);

  it('keeps each size of a product on a line of its own, priced and stocked as that size', async () => {
    const shirt = await insertSizedShirt(t.db, { s: 3, m: 5 });
    const [small, medium] = shirt.variants;
    const user = await signUp(t.app);
    await addLine(user, shirt.id, 2, small!.id);
    await addLine(user, shirt.id, 1, medium!.id);
    const again = await addLine(user, shirt.id, 1, small!.id);
    expect(again.status).toBe(200);
    const shown = { title: 'Linen Shirt' };
    expect(again.body.cart.items).toEqual([
      {
        id: expect.any(String),
        productId: shirt.id,
        variantId: small!.id,
        size: 'S',
        colour: 'navy',
        sku: small!.sku,
        quantity: 3,
        product: {
          ...shown,
          image: '/uploads/shirt.webp',
          price: 1299,
          salePrice: 999,
          totalStock: 3,
        },
      },
      {
        id: expect.any(String),
        productId: shirt.id,
        variantId: medium!.id,
        size: 'M',
        colour: 'navy',
        sku: medium!.sku,
        quantity: 1,
        product: {
          ...shown,
          image: '/uploads/shirt-navy.webp',
          price: 1499,
          salePrice: 0,
          totalStock: 5,
        },
      },
    ]);

    // Each size's own stock is its limit: S is full at 3 while M still takes more.
    const tooManySmall = await addLine(user, shirt.id, 1, small!.id);
    expect(tooManySmall.status).toBe(409);
    expect(tooManySmall.error.message).toBe(stockLimitMessage(3));
    const tooManyMedium = await setLine(user, shirt.id, 6, medium!.id);
    expect(tooManyMedium.status).toBe(409);
    expect(tooManyMedium.error.message).toBe(stockLimitMessage(5));
    const set = await setLine(user, shirt.id, 5, medium!.id);
    expect(set.body.cart.items.map((item) => [item.size, item.quantity])).toEqual([
      ['S', 3],
      ['M', 5],
    ]);
  });

  it('asks for the size of a product that has several, and refuses a size not its own', async () => {
    const shirt = await insertSizedShirt(t.db);
    const tee = await insertProduct(t.db);
    const user = await signUp(t.app);
    for (const send of [addLine, setLine]) {
      const unnamed = await send(user, shirt.id, 1);
      expect(unnamed.status).toBe(400);
      expect(unnamed.error).toEqual({
        success: false,
        message: MESSAGES.variantRequired,
        errors: { variantId: [MESSAGES.variantRequired] },
      });
      for (const variantId of [tee.variants[0]!.id, randomUUID()]) {
        const wrong = await send(user, shirt.id, 1, variantId);
        expect(wrong.status).toBe(404);
        expect(wrong.error).toEqual({ success: false, message: MESSAGES.variantNotFound });
      }
    }
    const noProduct = await addLine(user, randomUUID(), 1, shirt.variants[0]!.id);
    expect(noProduct.status).toBe(404);
    expect(noProduct.error.message).toBe(MESSAGES.productNotFound);
    expect((await fetchCart(user)).body.cart.items).toEqual([]);

    // A product of one variant may name it or not: the same line either way.
    await addLine(user, tee.id, 1);
    const named = await addLine(user, tee.id, 1, tee.variants[0]!.id);
    expect(named.status).toBe(200);
    expect(named.body.cart.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [tee.variants[0]!.id, 2],
    ]);
  });

  it('removes one size with the variant route and every size with the product route', async () => {
    const shirt = await insertSizedShirt(t.db);
    const [small, medium] = shirt.variants;
    const tee = await insertProduct(t.db);
    const user = await signUp(t.app);
    await addLine(user, shirt.id, 1, small!.id);
    await addLine(user, shirt.id, 1, medium!.id);
    await addLine(user, tee.id, 1);

    const one = await removeVariant(user, shirt.id, small!.id);
    expect(one.status).toBe(200);
    expect(one.body.cart.items.map((item) => item.variantId)).toEqual([
      medium!.id,
      tee.variants[0]!.id,
    ]);
    const again = await removeVariant(user, shirt.id, small!.id);
    expect(again.status).toBe(404);
    expect(again.error.message).toBe(MESSAGES.cartItemNotFound);
    // A variant named under another product is not that product's line.
    expect((await removeVariant(user, tee.id, medium!.id)).status).toBe(404);

    await addLine(user, shirt.id, 2, small!.id);
    const all = await removeLine(user, shirt.id);
    expect(all.status).toBe(200);
    expect(all.body.cart.items.map((item) => item.productId)).toEqual([tee.id]);
  });

  it('counts each size as a line against the most one order can take', async () => {
    const user = await signUp(t.app);
    const shirt = await insertSizedShirt(t.db, { s: 10, m: 10 });
    const others = await Promise.all(
      Array.from({ length: LIMITS.orderMaxLines - 1 }, () => insertProduct(t.db)),
    );
    await addLine(user, shirt.id, 1, shirt.variants[0]!.id);
    for (const product of others) await addLine(user, product.id, 1);

    const secondSize = await addLine(user, shirt.id, 1, shirt.variants[1]!.id);
    expect(secondSize.status).toBe(409);
    expect(secondSize.error.message).toBe(cartFullMessage(LIMITS.orderMaxLines));
    expect((await addLine(user, shirt.id, 1, shirt.variants[0]!.id)).status).toBe(200);
  });
});

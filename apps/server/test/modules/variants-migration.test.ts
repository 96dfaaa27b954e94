import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { cartItems, orderItems, productVariants, products } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';
import { migrateOld, migrationsUpTo } from '../support/migrations.js';

// The shop as it stood before sizes and colours, written in that schema's own SQL.
const ids = {
  shopper: randomUUID(),
  shirt: randomUUID(),
  cap: randomUUID(),
  cart: randomUUID(),
  order: randomUUID(),
};

async function fillOldShop(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into users (id, name, email) values (${ids.shopper}, 'Asha Rao', 'asha@example.com')`);
  await db.execute(sql`
    insert into products (id, image, title, description, category, brand, price_paise,
                          sale_price_paise, total_stock, rating_total, review_count)
    values (${ids.shirt}, '/uploads/linen.webp', 'Linen Shirt', 'Breathable linen.', 'men',
            'zara', 199900, 149900, 7, 5, 1),
           (${ids.cap}, '/uploads/cap.webp', 'Canvas Cap', 'A cap.', 'accessories', 'nike',
            49900, 0, 0, 0, 0)`);
  await db.execute(sql`insert into carts (id, user_id) values (${ids.cart}, ${ids.shopper})`);
  await db.execute(sql`
    insert into cart_items (cart_id, product_id, quantity) values (${ids.cart}, ${ids.shirt}, 2)`);
  await db.execute(sql`
    insert into orders (id, user_id, order_status, payment_status, paypal_order_id, payment_id,
                        payer_id, total_paise, ship_address, ship_city, ship_pincode, ship_phone)
    values (${ids.order}, ${ids.shopper}, 'confirmed', 'paid', 'PAYPAL0000000001',
            'PAYPAL0000000001', 'PAYER1', 189800, '1 MG Road', 'Bengaluru', '560001',
            '9876543210')`);
  // The second line's product was deleted long ago: the order kept its copy of the line.
  await db.execute(sql`
    insert into order_items (order_id, product_id, title, image, price_paise, quantity)
    values (${ids.order}, ${ids.shirt}, 'Linen Shirt', '/uploads/linen.webp', 149900, 1),
           (${ids.order}, null, 'Old Scarf', '/uploads/scarf.webp', 39900, 1)`);
  await db.execute(sql`
    insert into reviews (product_id, user_id, user_name, review_message, review_value)
    values (${ids.shirt}, ${ids.shopper}, 'Asha Rao', 'Lovely shirt', 5)`);
}

describe('migrating a shop from before sizes and colours', () => {
  let t: TestApp;
  let oldMigrations: string;
  beforeAll(async () => {
    oldMigrations = await migrationsUpTo('0002_slider_links');
    t = await startTestApp({
      beforeMigrate: async (database) => {
        await migrateOld(database, oldMigrations);
        await fillOldShop(database);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(oldMigrations, { recursive: true, force: true });
  });

  const skuOf = (productId: string) =>
    `AT-${productId.replace(/-/g, '').slice(0, 16).toUpperCase()}`;

  it('gives every product one variant with its stock and prices, and no size or colour', async () => {
    const variants = await t.db
      .select()
      .from(productVariants)
      .orderBy(asc(productVariants.pricePaise));
    const one = { size: null, colour: null, image: null };
    expect(variants).toEqual([
      expect.objectContaining({
        ...one,
        productId: ids.cap,
        sku: skuOf(ids.cap),
        pricePaise: 49_900,
        salePricePaise: 0,
        totalStock: 0,
      }),
      expect.objectContaining({
        ...one,
        productId: ids.shirt,
        sku: skuOf(ids.shirt),
        pricePaise: 199_900,
        salePricePaise: 149_900,
        unitPricePaise: 149_900,
        totalStock: 7,
      }),
    ]);
    const [shirt] = await t.db.select().from(products).where(eq(products.id, ids.shirt));
    expect(shirt).toMatchObject({
      image: '/uploads/linen.webp',
      images: ['/uploads/linen.webp'],
      sizes: [],
      colours: [],
      pricePaise: 199_900,
      salePricePaise: 149_900,
    });
  });

  it('points the cart line and the order line at that variant, and keeps the review', async () => {
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, ids.shirt));
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.cartId, ids.cart));
    expect(cart).toEqual([expect.objectContaining({ variantId: variant!.id, quantity: 2 })]);
    const lines = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, ids.order))
      .orderBy(asc(orderItems.title));
    expect(lines).toEqual([
      expect.objectContaining({ productId: ids.shirt, variantId: variant!.id, sku: variant!.sku }),
      expect.objectContaining({ productId: null, variantId: null, sku: '', size: null }),
    ]);
    const reviews = await t.db.execute(sql`select user_name, review_message from reviews`);
    expect((reviews as unknown as { rows: unknown[] }).rows).toEqual([
      { user_name: 'Asha Rao', review_message: 'Lovely shirt' },
    ]);
  });

  it('serves the cart, the order and the product through the API', async () => {
    const token = await t.app.tokens.sign(ids.shopper);
    const asha = api(t.app, token);
    const sku = skuOf(ids.shirt);

    const cart = await asha.call('cart.fetch', { params: { userId: ids.shopper } });
    expect(cart.status).toBe(200);
    const variantId = cart.body.cart.items[0]?.variantId;
    expect(cart.body.cart.items).toEqual([
      {
        id: expect.any(String),
        productId: ids.shirt,
        variantId: expect.any(String),
        size: null,
        colour: null,
        sku,
        quantity: 2,
        product: {
          image: '/uploads/linen.webp',
          title: 'Linen Shirt',
          price: 1999,
          salePrice: 1499,
          totalStock: 7,
        },
      },
    ]);
    // The old line takes more of the same product without naming a size: it has one variant.
    const more = await asha.call('cart.add', {
      body: { userId: ids.shopper, productId: ids.shirt, quantity: 1 },
    });
    expect(more.body.cart.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [variantId, 3],
    ]);

    const order = await asha.call('shopOrders.details', { params: { id: ids.order } });
    expect(order.status).toBe(200);
    expect(order.body.order).toMatchObject({ paymentStatus: 'paid', totalAmount: 1898 });
    const untaxed = (taxableValue: number) => ({ discount: 0, taxRate: 0, taxableValue, hsn: '' });
    expect(order.body.order.orderItems).toEqual([
      {
        productId: ids.shirt,
        variantId,
        size: null,
        colour: null,
        sku,
        title: 'Linen Shirt',
        image: '/uploads/linen.webp',
        price: 1499,
        quantity: 1,
        lineTotal: 1499,
        // Bought before GST was worked out: untaxed, no HSN kept.
        ...untaxed(1499),
      },
      {
        productId: null,
        variantId: null,
        size: null,
        colour: null,
        sku: '',
        title: 'Old Scarf',
        image: '/uploads/scarf.webp',
        price: 399,
        quantity: 1,
        lineTotal: 399,
        ...untaxed(399),
      },
    ]);

    const shirt = await asha.call('shopProducts.details', { params: { id: ids.shirt } });
    expect(shirt.body.product).toMatchObject({
      totalStock: 7,
      rating: 5,
      reviewCount: 1,
      variants: [{ id: variantId, sku, size: null, colour: null, price: 1999, salePrice: 1499 }],
    });
    const reviews = await asha.call('reviews.list', { params: { productId: ids.shirt } });
    expect(reviews.body.reviews).toEqual([
      expect.objectContaining({ reviewMessage: 'Lovely shirt', reviewValue: 5 }),
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { toPaise } from '@attire/contract';
import type { Db } from '../../../src/db/client.js';
import {
  addresses,
  productVariants,
  products,
  promotions,
  shopSettings,
  sliderImages,
} from '../../../src/db/schema/index.js';
import type { TestApp } from '../../support/app.js';
import { insertPaidOrder, insertProduct } from '../../support/fixtures.js';
import { api } from '../../support/http.js';
import type { World } from './world.js';

/** Every fixture product costs this many rupees, with plenty in stock. */
export const PRODUCT_PRICE = 999;

export const addProduct = async (db: Db) =>
  (await insertProduct(db, { price: PRODUCT_PRICE, salePrice: 0, totalStock: 100_000 })).id;

/** A product in two sizes, whose cart lines and order lines must name one. */
export const addSizedProduct = async (db: Db) => {
  const size = (name: string) => ({ size: name, colour: 'black' as const, totalStock: 100_000 });
  const product = await insertProduct(db, {
    price: PRODUCT_PRICE,
    salePrice: 0,
    sizes: ['S', 'M'],
    colours: ['black'],
    variants: [size('S'), size('M')],
  });
  return product.id;
};

/** The sizes and colours of the world's products, for the fuzzer's `variantId`s. */
export async function variantIdsOf(db: Db, productIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds));
  return rows.map((row) => row.id);
}

export async function addPaidOrder(db: Db, userId: string, productId: string): Promise<string> {
  const line = { productId, title: 'Tee', pricePaise: toPaise(PRODUCT_PRICE), quantity: 1 };
  return (await insertPaidOrder(db, userId, [line])).id;
}

export async function addAddress(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, address: '12 MG Road', city: 'Pune', pincode: '411001', phone: '9876543210' })
    .returning({ id: addresses.id });
  return row!.id;
}

export async function addSlide(db: Db): Promise<string> {
  const [row] = await db
    .insert(sliderImages)
    .values({ image: '/uploads/banner.webp' })
    .returning({ id: sliderImages.id });
  return row!.id;
}

/** A promotion code an admin may edit or end, used `timesUsed` times. */
export async function addPromotion(db: Db, timesUsed: number): Promise<string> {
  const [row] = await db
    .insert(promotions)
    .values({ code: `FUZZ-${randomUUID().slice(0, 8)}`, kind: 'percentage', value: 10, timesUsed })
    .returning({ id: promotions.id });
  return row!.id;
}

/**
 * Puts back what the last operation deleted (products, addresses, slides, promotions) under new ids and
 * restocks and reprices the products it edited, clears the shop's settings, so that every operation is fuzzed with ids that
 * name real records a shopper can buy.
 */
export async function restoreRecords(t: TestApp, world: World): Promise<void> {
  const existing = async (table: typeof products | typeof addresses | typeof sliderImages) => {
    const rows = await t.db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [...world.ids.product, ...world.ids.address, ...world.ids.slider]));
    return new Set(rows.map((row) => row.id));
  };
  const liveProducts = await existing(products);
  const liveAddresses = await existing(addresses);
  const liveSlides = await existing(sliderImages);
  for (const [index, id] of world.ids.product.entries()) {
    if (liveProducts.has(id)) continue;
    world.ids.product[index] = await addProduct(t.db);
    // Bought, so that the shoppers may review it.
    for (const userId of world.addressOwners) {
      world.ids.order.push(await addPaidOrder(t.db, userId, world.ids.product[index]!));
    }
  }
  for (const [index, id] of world.ids.address.entries()) {
    if (!liveAddresses.has(id)) {
      world.ids.address[index] = await addAddress(t.db, world.addressOwners[index]!);
    }
  }
  for (const [index, id] of world.ids.slider.entries()) {
    if (!liveSlides.has(id)) world.ids.slider[index] = await addSlide(t.db);
  }
  const livePromotions = await t.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(inArray(promotions.id, world.ids.promotion));
  for (const [index, id] of world.ids.promotion.entries()) {
    if (!livePromotions.some((row) => row.id === id)) {
      world.ids.promotion[index] = await addPromotion(t.db, 0);
    }
  }
  // Settings an operation saved (shipping rates, a GSTIN) would change every later order's
  // total; the shop goes back to a new shop's, which charges the sum of the lines.
  await t.db.delete(shopSettings);
  // A product's own prices are its variant's (the listing's copy), so both are put back.
  const prices = { pricePaise: toPaise(PRODUCT_PRICE), salePricePaise: 0 };
  await t.db.update(products).set(prices).where(inArray(products.id, world.ids.product));
  await t.db
    .update(productVariants)
    .set({ ...prices, totalStock: 100_000 })
    .where(inArray(productVariants.productId, world.ids.product));
  // An admin's edit may have replaced them; restored products brought new ones.
  world.ids.variant = await variantIdsOf(t.db, world.ids.product);
}

/**
 * Signs a caller in again when a call ended its session (the fuzzer sends logouts with real
 * tokens), so that the next operation is not fuzzed by callers the API already refuses.
 */
export async function renewEndedSessions(t: TestApp, world: World): Promise<void> {
  for (const caller of [...world.callers, world.stranger]) {
    if (!caller.token || !caller.email) continue;
    const check = await api(t.app, caller.token).call('auth.checkAuth', {});
    if (check.status !== 401) continue;
    const login = await api(t.app).call('auth.login', {
      body: { email: caller.email, password: world.password },
    });
    if (login.status !== 200) throw new Error(`${caller.name} cannot sign in again`);
    caller.token = login.body.token;
  }
}

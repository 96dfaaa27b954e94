import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_IDS,
  CATEGORY_TAX,
  CATEGORY_IDS,
  COLOUR_IDS,
  COLOURS,
  colourLabel,
  LIMITS,
  ProductInputSchema,
  SIZE_SCALES,
  type Product,
} from '@attire/contract';
import { productVariants } from '../../src/db/schema/index.js';
import { seedCatalogue } from '../../src/db/seed/catalogue.js';
import { offeredLooks, productImageUrl } from '../../src/db/seed/images.js';
import { seedIfEmpty, type SeedSummary } from '../../src/db/seed/index.js';
import { addGeneratedProducts } from '../../src/db/seed/products.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';

const unitPrice = (item: { price: number; salePrice: number }) =>
  item.salePrice > 0 ? item.salePrice : item.price;

/**
 * What every seeded product must be, as the admin's product sheet would have made it: sizes from
 * its category's scale in order, one to four colours, a variant for each size and colour with
 * that colour's picture, and the price of its cheapest variant.
 */
function expectSoldLikeClothes(product: Product) {
  const scale = SIZE_SCALES[product.category];
  const where = product.title;
  expect(
    product.sizes.every((size) => scale.includes(size)),
    where,
  ).toBe(true);
  expect(product.sizes, where).toEqual(scale.filter((size) => product.sizes.includes(size)));
  if (product.category !== 'accessories') expect(product.sizes.length, where).toBeGreaterThan(3);
  expect(product.colours.length, where).toBeGreaterThanOrEqual(1);
  expect(product.colours.length, where).toBeLessThanOrEqual(4);
  expect(new Set(product.colours).size, where).toBe(product.colours.length);
  expect(
    product.colours.every((colour) => COLOUR_IDS.includes(colour)),
    where,
  ).toBe(true);

  const pairs = product.variants.map((variant) => `${variant.size}|${variant.colour}`);
  expect(new Set(pairs).size, where).toBe(pairs.length);
  expect(pairs.length, where).toBe(Math.max(product.sizes.length, 1) * product.colours.length);
  expect(product.totalStock).toBe(product.variants.reduce((sum, v) => sum + v.totalStock, 0));

  // One picture per colour, in the colours' order, each variant showing its colour's.
  expect(product.images.length, where).toBe(product.colours.length);
  expect(new Set(product.images).size, where).toBe(product.images.length);
  expect(product.image, where).toBe(product.images[0]);
  for (const variant of product.variants) {
    expect(variant.image, where).toBe(product.images[product.colours.indexOf(variant.colour!)]);
    expect(variant.sku, where).toMatch(/^AT-[0-9A-F]{12}(-[0-9A-Z-]+)?-[A-Z]+$/);
  }
  const cheapest = Math.min(...product.variants.map(unitPrice));
  expect(unitPrice(product), where).toBe(cheapest);
}

/** The palette's colours a title names, as whole words in any case ("Red", "navy"). */
const coloursNamed = (title: string) =>
  COLOURS.filter((colour) => new RegExp(`\\b${colour.label}\\b`, 'i').test(title)).map(
    (colour) => colour.id,
  );

describe("the seed's products", () => {
  it("are what the admin's product sheet would have been allowed to send", () => {
    for (const input of seedCatalogue(productImageUrl)) {
      expect(ProductInputSchema.safeParse(input).error, input.title).toBeUndefined();
    }
  });

  it('name a colour in the title only when sold in that one colour', () => {
    const inputs = seedCatalogue(productImageUrl);
    const several = inputs.filter((input) => input.colours.length > 1);
    expect(several.length).toBeGreaterThan(inputs.length / 3);
    // A "Hooded Rain Jacket, Red" bought in navy would say red in the cart and the e-mails.
    for (const { title } of several) expect(coloursNamed(title), title).toEqual([]);
    for (const { title, colours } of inputs.filter((input) => input.colours.length === 1)) {
      expect(title, title).toMatch(new RegExp(`, ${colourLabel(colours[0]!)}$`));
    }
    expect(new Set(inputs.map((input) => input.title)).size).toBe(inputs.length);
  });
});

describe('the seed', () => {
  let t: TestApp;
  let summary: SeedSummary | null;
  let shopper: ReturnType<typeof api>;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    summary = await seedIfEmpty(t.db, t.config);
    const login = await api(t.app).call('auth.login', {
      body: { email: t.config.demo!.email, password: t.config.demo!.password },
    });
    shopper = api(t.app, login.body.token);
    const adminLogin = await api(t.app).call('auth.login', {
      body: { email: t.config.admin.email, password: t.config.admin.password },
    });
    admin = api(t.app, adminLogin.body.token);
  });
  afterAll(() => t.close());

  // The products whole, variants and gallery included, as the back office lists them (the
  // shop's listing answers summaries).
  const allProducts = async () =>
    (await admin.call('adminProducts.list', { query: { limit: 100 } })).body;
  const slides = async () => (await shopper.call('slider.list', {})).body.sliderImages;
  const catalogueIndexes = async () => {
    const result = await t.db.execute(sql`
      select indexdef from pg_indexes
      where tablename in ('products', 'product_variants') order by indexname`);
    return (result as unknown as { rows: { indexdef: string }[] }).rows.map((row) => row.indexdef);
  };

  it('creates the admin and the demo shopper', async () => {
    const admin = await api(t.app).call('auth.login', {
      body: { email: t.config.admin.email, password: t.config.admin.password },
    });
    expect(admin.body.user.role).toBe('admin');
    expect((await shopper.call('auth.checkAuth', {})).body.user.role).toBe('user');
  });

  it('fills the shelves: every category and brand, varied prices, sales and stock', async () => {
    expect(summary).toEqual({ products: expect.any(Number), sliderImages: 3 });
    expect(summary!.products).toBeGreaterThanOrEqual(60);
    const { products, total } = await allProducts();
    expect(total).toBe(summary!.products);
    for (const category of CATEGORY_IDS) {
      expect(
        products.some((p) => p.category === category),
        category,
      ).toBe(true);
    }
    for (const brand of BRAND_IDS) {
      expect(
        products.some((p) => p.brand === brand),
        brand,
      ).toBe(true);
    }
    expect(new Set(products.map((p) => p.title)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.price)).size).toBeGreaterThan(20);
    expect(products.some((p) => p.totalStock === 0)).toBe(true);
    const low = products.filter((p) => p.totalStock >= 1 && p.totalStock <= 10);
    expect(low.length).toBeGreaterThanOrEqual(3);
    // Some sizes are gone while the product is still on sale in others.
    const partlySoldOut = products.filter(
      (p) => p.totalStock > 0 && p.variants.some((v) => v.totalStock === 0),
    );
    expect(partlySoldOut.length).toBeGreaterThanOrEqual(10);
    const onSale = products.filter((p) => p.salePrice > 0);
    expect(onSale.length).toBeGreaterThanOrEqual(5);
    for (const product of onSale) expect(product.salePrice).toBeLessThan(product.price);
    // Taxed as their category is, so that an admin's edit sends back a valid HSN code.
    for (const { category, taxClass, hsn } of products) {
      expect({ taxClass, hsn }).toEqual(CATEGORY_TAX[category]);
    }
  });

  it('sells every product in the sizes of its category and a few colours, each with its picture', async () => {
    const { products } = await allProducts();
    for (const product of products) expectSoldLikeClothes(product);
    const sizes = (category: string) =>
      products.filter((p) => p.category === category).map((p) => p.sizes.join(' '));
    expect(sizes('men')).toContain('S M L XL XXL');
    expect(sizes('kids')).toContain(SIZE_SCALES.kids.join(' '));
    expect(sizes('footwear')).toContain('UK 4 UK 5 UK 6 UK 7 UK 8 UK 9 UK 10 UK 11');
    // A cap is One Size; a bag has no size at all.
    const named = (words: string) => products.filter((p) => p.title.includes(words));
    for (const cap of named('Baseball Cap')) expect(cap.sizes).toEqual(['One Size']);
    for (const bag of named('Backpack')) expect(bag.sizes).toEqual([]);
    // A title names a colour only when the product comes in that colour alone.
    for (const product of products) {
      expect(coloursNamed(product.title), product.title).toEqual(
        product.colours.length === 1 ? product.colours : [],
      );
    }
    for (const count of [1, 2, 3, 4]) {
      expect(
        products.some((p) => p.colours.length === count),
        `${count} colours`,
      ).toBe(true);
    }
    // The outsize costs a little more, so a product's price is its cheapest variant's.
    const xxl = products.flatMap((p) => p.variants.filter((v) => v.size === 'XXL'));
    expect(xxl.length).toBeGreaterThan(0);
    for (const variant of xxl) expect(variant.price).toBeGreaterThan(0);
    expect(products.some((p) => p.variants.some((v) => v.price > p.price))).toBe(true);
  });

  it('stocks the sizes and colours unevenly: some sold out, some low, most plenty', async () => {
    const variants = (await allProducts()).products.flatMap((p) => p.variants);
    const share = (test: (stock: number) => boolean) =>
      variants.filter((v) => test(v.totalStock)).length / variants.length;
    expect(share((stock) => stock === 0)).toBeGreaterThan(0.05);
    expect(share((stock) => stock >= 1 && stock <= LIMITS.lowStockThreshold)).toBeGreaterThan(0.1);
    expect(share((stock) => stock > LIMITS.lowStockThreshold)).toBeGreaterThan(0.4);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
  });

  it('serves every product picture and three 1600 x 640 slides with their words', async () => {
    const { products } = await allProducts();
    const slider = await slides();
    expect(slider).toHaveLength(3);
    const pictures = new Set(products.flatMap((p) => p.images));
    for (const url of pictures) expect(url).toMatch(/^\/uploads\/seed-[0-9a-f]+\.webp$/);
    for (const url of new Set([...pictures, ...slider.map((s) => s.sliderImage)])) {
      expect(existsSync(path.join(t.config.uploadsDir, path.basename(url)))).toBe(true);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    for (const slide of slider) {
      const served = await t.app.inject({ method: 'GET', url: slide.sliderImage });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        width: 1600,
        height: 640,
      });
    }
    // The words are the slides' text (the pictures hold none), in the campaigns' order.
    expect(slider[0]).toMatchObject({
      heading: "Men's Essentials",
      subheading: expect.stringMatching(/tees, jeans & jackets/),
      actionLabel: 'Shop men',
      link: '/shop/listing?category=men',
    });
    expect(slider.map((slide) => slide.heading)).toEqual([
      "Men's Essentials",
      "Women's Wardrobe",
      'Fresh Footwear',
    ]);
  });

  it('does nothing the second time', async () => {
    const before = await allProducts();
    expect(await seedIfEmpty(t.db, t.config)).toBeNull();
    expect((await allProducts()).total).toBe(before.total);
    expect(await slides()).toHaveLength(3);
  });

  it('adds generated products in bulk, with about 8 variants each, reusing the pictures', async () => {
    const before = (await allProducts()).total;
    const indexesBefore = await catalogueIndexes();
    expect(await addGeneratedProducts(t.db, t.config, 1200)).toBe(1200);
    expect((await allProducts()).total).toBe(before + 1200);
    // The load drops the secondary indexes and unique constraints and builds them again.
    expect(await catalogueIndexes()).toEqual(indexesBefore);
    expect(indexesBefore).toContainEqual(expect.stringMatching(/UNIQUE.*\(sku\)/));
    const [counted] = await t.db.select({ variants: count() }).from(productVariants);
    const perProduct = counted!.variants / (before + 1200);
    expect(perProduct).toBeGreaterThan(6);
    expect(perProduct).toBeLessThan(11);
    const page = (await allProducts()).products;
    for (const product of page) expectSoldLikeClothes(product);
    const soldOut = page.filter((p) => p.totalStock === 0);
    expect(soldOut.length).toBeLessThan(page.length / 4);
    for (const category of CATEGORY_IDS) {
      const listed = await shopper.call('shopProducts.list', { query: { category, limit: 100 } });
      expect(listed.body.total).toBeGreaterThan(100);
    }
    const found = await shopper.call('shopProducts.search', { params: { keyword: 'handloom' } });
    expect(found.body.products.length).toBeGreaterThanOrEqual(1);
    const pictures = await t.db
      .selectDistinct({ image: productVariants.image })
      .from(productVariants);
    expect(pictures.length).toBeLessThanOrEqual(offeredLooks().length);
  });
});

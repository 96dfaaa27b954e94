import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_PAGE_SIZE,
  type EndpointInput,
  type Product,
  type ProductSummary,
} from '@attire/contract';
import { seedIfEmpty } from '../../src/db/seed/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { sampleProduct, signInAdmin } from '../support/fixtures.js';
import { api } from '../support/http.js';

type Query = NonNullable<EndpointInput<'shopProducts.list'>['query']>;

// The contract's "Lean listings": a page of 24 stays under 10 KB of JSON.
const PAGE_BYTES_MAX = 10 * 1024;

/** Exactly the summary's fields: nothing of the details (variants, images, description). */
const SUMMARY_FIELDS = [
  'brand',
  'category',
  'colours',
  'id',
  'image',
  'price',
  'rating',
  'reviewCount',
  'salePrice',
  'sizes',
  'title',
  'totalStock',
  'variantCount',
];

/** The summary a product's details imply (the listing's own picture aside). */
function summaryOf(product: Product): Omit<ProductSummary, 'image'> {
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  return {
    id: product.id,
    title: product.title,
    category: product.category,
    brand: product.brand,
    price: product.price,
    salePrice: product.salePrice,
    totalStock: product.totalStock,
    rating: product.rating,
    reviewCount: product.reviewCount,
    sizes: product.sizes,
    colours: product.colours,
    variantCount: product.variants.length,
    ...(only && { variantId: only.id }),
  };
}

describe('lean listings: the listing and the search answer summaries', () => {
  let t: TestApp;
  let shopper: ReturnType<typeof api>;
  let shopperToken: string;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    await seedIfEmpty(t.db, t.config);
    const login = await api(t.app).call('auth.login', {
      body: { email: t.config.demo!.email, password: t.config.demo!.password },
    });
    shopperToken = login.body.token;
    shopper = api(t.app, shopperToken);
    admin = api(t.app, (await signInAdmin(t.app)).token);
  });
  afterAll(() => t.close());

  const listing = async (query: Query) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/shop/products',
      query: { limit: String(LISTING_PAGE_SIZE), ...query } as Record<string, string>,
      headers: { authorization: `Bearer ${shopperToken}` },
    });
    expect(response.statusCode).toBe(200);
    return {
      bytes: Buffer.byteLength(response.body),
      products: (JSON.parse(response.body) as { products: ProductSummary[] }).products,
    };
  };

  it('keeps a page of 24 of the demo catalogue under 10 KB of JSON', async () => {
    const queries: Query[] = [
      {},
      { sortBy: 'title-atoz' },
      { category: 'men' },
      { category: 'women', sortBy: 'price-hightolow' },
      // Footwear and kids have the most sizes, and the longest size names.
      { category: 'footwear', sortBy: 'title-ztoa' },
      { category: 'kids' },
      { colour: 'black' },
      { size: 'M', inStock: 'true' },
    ];
    for (const query of queries) {
      const { bytes, products } = await listing(query);
      expect(products.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(bytes, JSON.stringify(query)).toBeLessThan(PAGE_BYTES_MAX);
    }
    // A full page: the demo catalogue has more than 24 products.
    expect((await listing({})).products).toHaveLength(LISTING_PAGE_SIZE);
  });

  it("summarises each product as its details do, with the only variant's id", async () => {
    const { products } = await listing({ limit: '100' });
    expect(products.length).toBeGreaterThan(LISTING_PAGE_SIZE);
    const kinds = new Set<string>();
    for (const summary of products) {
      const expected =
        summary.variantCount === 1 ? [...SUMMARY_FIELDS, 'variantId'] : SUMMARY_FIELDS;
      expect(Object.keys(summary).sort()).toEqual(expected.sort());
      const details = await shopper.call('shopProducts.details', { params: { id: summary.id } });
      expect(details.status).toBe(200);
      const { product } = details.body;
      // Details still answer the whole product.
      expect(product.variants.length).toBeGreaterThan(0);
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.description).not.toBe('');
      expect(summary).toEqual({ ...summaryOf(product), image: product.image });
      kinds.add(summary.variantCount === 1 ? 'one' : 'several');
    }
    // The demo catalogue has both kinds, so both paths were checked.
    expect(kinds).toEqual(new Set(['one', 'several']));
  });

  it('answers the search with summaries too, under 10 KB for 24', async () => {
    const response = await shopper.call('shopProducts.search', { params: { keyword: 'cotton' } });
    expect(response.status).toBe(200);
    const { products, total } = response.body;
    expect(products.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(products.length);
    for (const summary of products) {
      const { product } = (
        await shopper.call('shopProducts.details', { params: { id: summary.id } })
      ).body;
      expect(summary).toEqual({ ...summaryOf(product), image: product.image });
    }
    const first24 = JSON.stringify({ success: true, products: products.slice(0, 24), total });
    expect(Buffer.byteLength(first24)).toBeLessThan(PAGE_BYTES_MAX);
  });

  it('counts the variants and names the only one, which the cart takes', async () => {
    const single = await admin.call('adminProducts.add', {
      body: sampleProduct({ title: 'Summary Single Scarf', category: 'accessories' }),
    });
    const sized = await admin.call('adminProducts.add', {
      body: sampleProduct({
        title: 'Summary Sized Tee',
        totalStock: undefined,
        sizes: ['S', 'M', 'L'],
        colours: ['black'],
        variants: ['S', 'M', 'L'].map((size, at) => ({
          size,
          colour: 'black' as const,
          totalStock: at + 1,
        })),
      }),
    });
    expect([single.status, sized.status]).toEqual([201, 201]);
    const found = await shopper.call('shopProducts.search', { params: { keyword: 'summary' } });
    const byTitle = new Map(found.body.products.map((summary) => [summary.title, summary]));
    const scarf = byTitle.get('Summary Single Scarf')!;
    expect(scarf.variantCount).toBe(1);
    expect(scarf.variantId).toBe(single.body.product.variants[0]!.id);
    const tee = byTitle.get('Summary Sized Tee')!;
    expect(tee.variantCount).toBe(3);
    expect(tee).not.toHaveProperty('variantId');
    expect(tee.totalStock).toBe(6);
    expect(tee.sizes).toEqual(['S', 'M', 'L']);
    expect(tee.colours).toEqual(['black']);
  });

  it('shows a price or stock change in the next listing', async () => {
    const created = await admin.call('adminProducts.add', {
      body: sampleProduct({ title: 'Summary Fresh Cap', price: 500, totalStock: 7 }),
    });
    const id = created.body.product.id;
    const find = async () =>
      (await listing({ limit: '100', sortBy: 'price-lowtohigh', category: 'men' })).products.find(
        (product) => product.id === id,
      );
    expect(await find()).toMatchObject({ price: 500, salePrice: 0, totalStock: 7 });
    // Straight in the database, as a sale on another process would leave it.
    await t.db.execute(
      sql`update product_variants set total_stock = 2, sale_price_paise = 45050 where product_id = ${id}`,
    );
    await t.db.execute(sql`update products set sale_price_paise = 45050 where id = ${id}`);
    expect(await find()).toMatchObject({ price: 500, salePrice: 450.5, totalStock: 2 });
  });
});

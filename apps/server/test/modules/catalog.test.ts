import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TAX, type EndpointInput, type ProductInput } from '@attire/contract';
import { products } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import {
  insertProduct,
  sampleProduct,
  signInAdmin,
  signUp,
  type InsertedProduct,
} from '../support/fixtures.js';
import { api } from '../support/http.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Client = ReturnType<typeof api>;

const detailsOf = (client: Client, id: string) =>
  client.call('shopProducts.details', { params: { id } });

describe('admin catalogue', () => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  beforeAll(async () => {
    t = await startTestApp();
    admin = api(t.app, (await signInAdmin(t.app)).token);
    shopper = api(t.app, (await signUp(t.app)).token);
  });
  afterAll(() => t.close());

  const add = (product: ProductInput) => admin.call('adminProducts.add', { body: product });
  const edit = (id: string, product: ProductInput) =>
    admin.call('adminProducts.edit', { params: { id }, body: product });
  const remove = (id: string) => admin.call('adminProducts.delete', { params: { id } });

  it('adds a product in rupees and lists it first, newest first', async () => {
    const older = await add(sampleProduct({ title: 'Older Tee' }));
    const input = sampleProduct({ title: 'Linen Shirt', price: 1499.5, salePrice: 1199.99 });
    const created = await add(input);
    expect(older.status).toBe(201);
    expect(created.status).toBe(201);
    expect(created.body.product).toEqual({
      ...input,
      // Left out of the input: the category's.
      ...CATEGORY_TAX[input.category],
      id: expect.any(String),
      rating: 0,
      reviewCount: 0,
      images: [input.image],
      // The spec's form makes a product of one variant, with neither size nor colour.
      variants: [
        {
          id: expect.any(String),
          sku: expect.stringMatching(/^AT-[0-9A-F]{12}$/),
          size: null,
          colour: null,
          price: 1499.5,
          salePrice: 1199.99,
          totalStock: input.totalStock,
          image: null,
        },
      ],
    });

    const listed = await admin.call('adminProducts.list', { query: { page: 1, limit: 1 } });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ success: true, total: 2, page: 1, limit: 1 });
    expect(listed.body.products.map((p) => p.title)).toEqual(['Linen Shirt']);
    const second = await admin.call('adminProducts.list', { query: { page: 2, limit: 1 } });
    expect(second.body.products.map((p) => p.title)).toEqual(['Older Tee']);
  });

  it.each([
    ['title', { title: '   ' }],
    ['price', { price: 0 }],
    ['price', { price: 10.555 }],
    ['salePrice', { price: 500, salePrice: 500 }],
    ['salePrice', { price: 500, salePrice: 650 }],
    ['category', { category: 'shoes' }],
    ['brand', { brand: 'gucci' }],
    ['totalStock', { totalStock: -1 }],
    ['totalStock', { totalStock: 2.5 }],
    ['image', { image: 'javascript:alert(1)' }],
  ])('refuses a product with a bad %s', async (field, override) => {
    // A raw call: some overrides (an unknown category or brand) are not products to the types.
    const response = await admin.post('/admin/products', { ...sampleProduct(), ...override });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe('Validation Error');
    expect(Object.keys(response.error.errors ?? {})).toEqual([field]);
  });

  it('edits a product, validating the same fields', async () => {
    const { body } = await add(sampleProduct());
    const id = body.product.id;
    const edited = await edit(id, {
      ...sampleProduct({ title: 'Renamed Tee', price: 1200, salePrice: 999, totalStock: 0 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.product).toMatchObject({
      id,
      title: 'Renamed Tee',
      price: 1200,
      salePrice: 999,
      totalStock: 0,
    });
    const details = await detailsOf(shopper, id);
    expect(details.body.product.title).toBe('Renamed Tee');

    const refused = await edit(id, sampleProduct({ salePrice: 5000 }));
    expect(refused.status).toBe(400);
    expect(refused.error.errors?.salePrice).toBeDefined();
    expect((await detailsOf(shopper, id)).body.product.title).toBe('Renamed Tee');
  });

  it('deletes a product so that shoppers no longer find it', async () => {
    const { body } = await add(sampleProduct());
    const id = body.product.id;
    const removed = await remove(id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Product deleted successfully.' });
    expect((await detailsOf(shopper, id)).status).toBe(404);
    expect((await remove(id)).status).toBe(404);
  });

  it("shows an admin's edit or removal in the shop's very next listing", async () => {
    const kids = (sortBy: 'price-lowtohigh' | 'title-atoz') =>
      shopper.call('shopProducts.list', { query: { category: 'kids', sortBy } });
    const titles = async (sortBy: 'price-lowtohigh' | 'title-atoz') =>
      (await kids(sortBy)).body.products.map((p) => p.title);
    const kite = (await add(sampleProduct({ title: 'Kite Tee', category: 'kids', price: 300 })))
      .body.product;
    const yoyo = (await add(sampleProduct({ title: 'Yo-yo Tee', category: 'kids', price: 200 })))
      .body.product;
    expect(await titles('price-lowtohigh')).toEqual(['Yo-yo Tee', 'Kite Tee']);
    expect(await titles('title-atoz')).toEqual(['Kite Tee', 'Yo-yo Tee']);

    await edit(yoyo.id, sampleProduct({ title: 'Abacus Tee', category: 'kids', price: 400 }));
    expect(await titles('price-lowtohigh')).toEqual(['Kite Tee', 'Abacus Tee']);
    expect(await titles('title-atoz')).toEqual(['Abacus Tee', 'Kite Tee']);

    await remove(kite.id);
    const after = await kids('title-atoz');
    expect(after.body.products.map((p) => p.title)).toEqual(['Abacus Tee']);
    expect(after.body.total).toBe(1);
    expect(after.body.facets.category.find((facet) => facet.id === 'kids')?.count).toBe(1);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 for product id %s', async (id) => {
    const edited = await edit(id, sampleProduct());
    expect(edited.status).toBe(404);
    expect(edited.error.success).toBe(false);
    expect((await remove(id)).status).toBe(404);
    expect((await detailsOf(shopper, id)).status).toBe(404);
  });

  it('keeps every admin route from visitors (401) and shoppers (403)', async () => {
    const { id } = await insertProduct(t.db, { title: 'Guarded Tee' });
    const calls = [
      (client: Client) => client.call('adminProducts.list', {}),
      (client: Client) => client.call('adminProducts.add', { body: sampleProduct() }),
      (client: Client) =>
        client.call('adminProducts.edit', { params: { id }, body: sampleProduct() }),
      (client: Client) => client.call('adminProducts.delete', { params: { id } }),
      (client: Client) => client.call('adminProducts.uploadImage', { body: {} }),
    ];
    for (const call of calls) {
      expect((await call(api(t.app))).status).toBe(401);
      const refused = await call(shopper);
      expect(refused.status).toBe(403);
      expect(refused.error).toEqual({ success: false, message: 'You are not allowed to do this.' });
    }
    expect((await detailsOf(shopper, id)).body.product.title).toBe('Guarded Tee');
  });
});

describe('shop listing and details', () => {
  let t: TestApp;
  let shopper: Client;
  const seeded: (InsertedProduct & { unit: number })[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    shopper = api(t.app, (await signUp(t.app)).token);
    const rows = [
      { title: 'zebra Print Scarf', category: 'accessories', brand: 'h&m', price: 799 },
      { title: 'Apple Green Tee', category: 'men', brand: 'nike', price: 999, salePrice: 449 },
      { title: 'Basic Tee', category: 'men', brand: 'h&m', price: 499 },
      { title: 'Zip Hoodie', category: 'women', brand: 'adidas', price: 2499, salePrice: 1999 },
      { title: 'Chelsea Boots', category: 'footwear', brand: 'zara', price: 4999 },
      { title: 'Kids Denim Shorts', category: 'kids', brand: 'levi', price: 899 },
      { title: 'Wrap Dress', category: 'women', brand: 'h&m', price: 1999 },
      { title: 'Running Shoes', category: 'footwear', brand: 'puma', price: 4999 },
    ] as const;
    for (const row of rows) {
      const product = await insertProduct(t.db, row);
      seeded.push({ ...product, unit: product.salePrice > 0 ? product.salePrice : product.price });
    }
  });
  afterAll(() => t.close());

  const titles = (response: { body: { products: { title: string }[] } }) =>
    response.body.products.map((p) => p.title);
  const list = (query: EndpointInput<'shopProducts.list'>['query'] = {}) =>
    shopper.call('shopProducts.list', { query });
  const titlesWhere = (keep: (row: (typeof seeded)[number]) => boolean) =>
    seeded.filter(keep).map((row) => row.title);

  it('filters by one or several categories and by brand (h&m arrives encoded)', async () => {
    const men = await list({ category: 'men' });
    expect(men.status).toBe(200);
    expect(titles(men).sort()).toEqual(titlesWhere((row) => row.category === 'men').sort());
    expect(men.body.total).toBe(2);

    const two = await list({ category: 'women,footwear' });
    expect(titles(two).sort()).toEqual(
      titlesWhere((row) => row.category === 'women' || row.category === 'footwear').sort(),
    );

    const hm = await list({ brand: 'h&m' });
    expect(titles(hm).sort()).toEqual(titlesWhere((row) => row.brand === 'h&m').sort());
    expect(hm.body.total).toBe(3);

    const both = await list({ category: 'women', brand: 'h&m,adidas' });
    expect(titles(both).sort()).toEqual(['Wrap Dress', 'Zip Hoodie']);
  });

  it('sorts by the price paid (the sale price when set) and by title, ignoring case', async () => {
    const byPrice = (await list()).body.products;
    const paid = byPrice.map((p) => (p.salePrice > 0 ? p.salePrice : p.price));
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    expect(byPrice[0]!.title).toBe('Apple Green Tee');

    const down = (await list({ sortBy: 'price-hightolow' })).body.products;
    const paidDown = down.map((p) => (p.salePrice > 0 ? p.salePrice : p.price));
    expect(paidDown).toEqual([...paid].reverse());

    const byTitle = [...seeded.map((row) => row.title)].sort((a, b) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : 1,
    );
    expect(titles(await list({ sortBy: 'title-atoz' }))).toEqual(byTitle);
    expect(titles(await list({ sortBy: 'title-ztoa' }))).toEqual([...byTitle].reverse());
  });

  it('pages through every product exactly once, ties on price included', async () => {
    const whole = titles(await list({ limit: 100 }));
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = await list({ page, limit: 3 });
      expect(response.body).toMatchObject({ total: seeded.length, page, limit: 3 });
      paged.push(...titles(response));
    }
    expect(paged).toEqual(whole);
    expect(titles(await list({ page: 9, limit: 3 }))).toEqual([]);
  });

  it.each([
    ['sortBy', 'sortBy=cheapest'],
    ['category', 'category=shoes'],
    ['brand', 'brand=h&m'],
    ['limit', 'limit=1000'],
  ])('refuses a bad %s', async (field, query) => {
    // A raw URL: `brand=h&m` is deliberately left unencoded.
    const response = await shopper.get(`/shop/products?${query}`);
    expect(response.status).toBe(400);
    expect(response.error.errors?.[field]).toBeDefined();
  });

  it('shows a product with its average rating to one decimal and its review count', async () => {
    const [rated, unrated] = seeded;
    await t.db
      .update(products)
      .set({ ratingTotal: 13, reviewCount: 3 })
      .where(eq(products.id, rated!.id));
    const details = await detailsOf(shopper, rated!.id);
    expect(details.status).toBe(200);
    expect(details.body.product).toMatchObject({
      title: rated!.title,
      rating: 4.3,
      reviewCount: 3,
    });
    const none = await detailsOf(shopper, unrated!.id);
    expect(none.body.product).toMatchObject({ rating: 0, reviewCount: 0 });
  });

  it('asks visitors to sign in', async () => {
    const visitor = api(t.app);
    expect((await visitor.call('shopProducts.list', {})).status).toBe(401);
    expect((await detailsOf(visitor, seeded[0]!.id)).status).toBe(401);
    const search = await visitor.call('shopProducts.search', { params: { keyword: 'tee' } });
    expect(search.status).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointInput, ProductInput } from '@attire/contract';
import { openDatabase, type Database } from '../../src/db/client.js';
import { productVariants } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signUp, type InsertedProduct } from '../support/fixtures.js';
import { api } from '../support/http.js';

type Query = NonNullable<EndpointInput<'shopProducts.list'>['query']>;
type Variants = NonNullable<ProductInput['variants']>;

const v = (
  size: string | null,
  colour: ProductInput['colours'][number] | null,
  totalStock: number,
  price?: number,
) => ({ size, colour, totalStock, ...(price !== undefined && { price }) }) as Variants[number];

/**
 * Six products whose facets are counted by hand below. Unit prices: Alpha 1000 (its L 1200),
 * Bravo 800, Charlie 2000 (on sale from 2500), Delta 500, Echo 4000, Foxtrot 700.
 */
const CATALOGUE: Record<string, Partial<ProductInput>> = {
  Alpha: {
    category: 'men',
    brand: 'nike',
    price: 1000,
    sizes: ['S', 'M', 'L'],
    colours: ['black', 'white'],
    variants: [
      v('S', 'black', 5),
      v('M', 'black', 0),
      v('L', 'black', 3, 1200),
      v('S', 'white', 2),
      v('M', 'white', 4),
    ],
  },
  Bravo: {
    category: 'men',
    brand: 'adidas',
    price: 800,
    sizes: ['M', 'L'],
    colours: ['navy'],
    variants: [v('M', 'navy', 10), v('L', 'navy', 0)],
  },
  Charlie: {
    category: 'women',
    brand: 'zara',
    price: 2500,
    salePrice: 2000,
    sizes: ['S', 'M'],
    colours: ['black', 'red'],
    variants: [v('S', 'black', 0), v('M', 'black', 0), v('S', 'red', 7), v('M', 'red', 1)],
  },
  Delta: { category: 'accessories', brand: 'h&m', price: 500, totalStock: 9 },
  Echo: {
    category: 'footwear',
    brand: 'puma',
    price: 4000,
    sizes: ['UK 8', 'UK 9'],
    colours: ['brown'],
    variants: [v('UK 8', 'brown', 2), v('UK 9', 'brown', 0)],
  },
  Foxtrot: {
    category: 'accessories',
    brand: 'nike',
    price: 700,
    sizes: ['One Size'],
    colours: ['black', 'red'],
    variants: [v('One Size', 'black', 6), v('One Size', 'red', 0)],
  },
};

const counts = (entries: Record<string, number>) =>
  Object.entries(entries).map(([id, count]) => ({ id, count }));

describe('shop listing: size, colour, price and stock filters with facets', () => {
  let t: TestApp;
  let shopper: ReturnType<typeof api>;
  const inserted: Record<string, InsertedProduct> = {};
  beforeAll(async () => {
    t = await startTestApp();
    shopper = api(t.app, (await signUp(t.app)).token);
    for (const [title, product] of Object.entries(CATALOGUE)) {
      inserted[title] = await insertProduct(t.db, { title, ...product });
    }
  });
  afterAll(() => t.close());

  const list = async (query: Query) => {
    const response = await shopper.call('shopProducts.list', { query });
    expect(response.status).toBe(200);
    return { ...response.body, titles: response.body.products.map((p) => p.title) };
  };

  it('counts every value over the whole catalogue when nothing is chosen', async () => {
    const all = await list({});
    expect(all.total).toBe(6);
    expect(all.facets).toEqual({
      category: counts({ men: 2, women: 1, accessories: 2, footwear: 1 }),
      brand: counts({ nike: 2, adidas: 1, puma: 1, zara: 1, 'h&m': 1 }),
      size: counts({ S: 2, M: 3, L: 2, 'UK 8': 1, 'UK 9': 1, 'One Size': 1 }),
      colour: counts({ black: 3, white: 1, navy: 1, red: 2, brown: 1 }),
      price: { min: 500, max: 4000 },
    });
  });

  it('filters by size and colour together, on one variant; each facet ignores its own filter', async () => {
    const both = await list({ size: 'M', colour: 'black' });
    // Bravo has an M and Foxtrot a black, but neither a black M.
    expect(both.titles).toEqual(['Alpha', 'Charlie']);
    expect(both.total).toBe(2);
    expect(both.facets).toEqual({
      category: counts({ men: 1, women: 1 }),
      brand: counts({ nike: 1, zara: 1 }),
      size: counts({ S: 2, M: 2, L: 1, 'One Size': 1 }),
      colour: counts({ black: 2, white: 1, navy: 1, red: 1 }),
      price: { min: 1000, max: 2000 },
    });
    const secondPage = await list({ size: 'M', colour: 'black', page: 2, limit: 1 });
    expect(secondPage).toMatchObject({ titles: ['Charlie'], total: 2, page: 2, limit: 1 });
  });

  it('filters by each facet alone', async () => {
    expect((await list({ size: 'L' })).titles).toEqual(['Bravo', 'Alpha']);
    expect((await list({ size: 'S,One Size' })).titles).toEqual(['Foxtrot', 'Alpha', 'Charlie']);
    expect((await list({ colour: 'red' })).titles).toEqual(['Foxtrot', 'Charlie']);
    expect((await list({ colour: 'white,navy' })).titles).toEqual(['Bravo', 'Alpha']);
    expect((await list({ minPrice: 1100 })).titles).toEqual(['Alpha', 'Charlie', 'Echo']);
    expect((await list({ maxPrice: 700 })).titles).toEqual(['Delta', 'Foxtrot']);
    expect((await list({ inStock: 'true' })).total).toBe(6);
  });

  it('keeps only products with a matching variant in stock, sold-out sizes included', async () => {
    expect((await list({ size: 'UK 9' })).titles).toEqual(['Echo']);
    const soldOut = await list({ size: 'UK 9', inStock: 'true' });
    expect(soldOut.titles).toEqual([]);
    expect(soldOut.facets.size).toEqual(
      counts({ S: 2, M: 3, L: 1, 'UK 8': 1, 'UK 9': 0, 'One Size': 1 }),
    );

    const none = await list({ size: 'M', colour: 'black', inStock: 'true' });
    expect(none.total).toBe(0);
    expect(none.facets).toEqual({
      category: [],
      brand: [],
      // Chosen values stay, at 0, so that they can be unchosen.
      size: counts({ S: 1, M: 0, L: 1, 'One Size': 1 }),
      colour: counts({ black: 0, white: 1, navy: 1, red: 1 }),
      price: { min: 0, max: 0 },
    });

    const inStock = await list({ inStock: 'true' });
    expect(inStock.facets).toEqual({
      category: counts({ men: 2, women: 1, accessories: 2, footwear: 1 }),
      brand: counts({ nike: 2, adidas: 1, puma: 1, zara: 1, 'h&m': 1 }),
      size: counts({ S: 2, M: 3, L: 1, 'UK 8': 1, 'One Size': 1 }),
      colour: counts({ black: 2, white: 1, navy: 1, red: 1, brown: 1 }),
      price: { min: 500, max: 4000 },
    });

    const several = await list({ colour: 'red,brown', inStock: 'true' });
    expect(several.titles).toEqual(['Charlie', 'Echo']);
    expect(several.facets).toMatchObject({
      category: counts({ women: 1, footwear: 1 }),
      brand: counts({ puma: 1, zara: 1 }),
      size: counts({ S: 1, M: 1, 'UK 8': 1 }),
      colour: counts({ black: 2, white: 1, navy: 1, red: 1, brown: 1 }),
      price: { min: 2000, max: 4000 },
    });
  });

  it('filters on the price of the variant paid, the price facet ignoring the price filter', async () => {
    const range = await list({ minPrice: 900, maxPrice: 1500 });
    expect(range.titles).toEqual(['Alpha']);
    expect(range.facets).toEqual({
      category: counts({ men: 1 }),
      brand: counts({ nike: 1 }),
      size: counts({ S: 1, M: 1, L: 1 }),
      colour: counts({ black: 1, white: 1 }),
      price: { min: 500, max: 4000 },
    });
    // Only Alpha's L costs 1200: an L at 1100 or more is Alpha's, an M is nobody's.
    expect((await list({ size: 'L', minPrice: 1100 })).titles).toEqual(['Alpha']);
    expect((await list({ size: 'M', minPrice: 1100, maxPrice: 1900 })).titles).toEqual([]);
    // Charlie is paid 2000, not its list price of 2500.
    expect((await list({ minPrice: 2001, maxPrice: 3999 })).titles).toEqual([]);
    expect((await list({ minPrice: 2000, maxPrice: 2000 })).titles).toEqual(['Charlie']);
    // Bounds in fractions of a paisa round inwards.
    expect((await list({ minPrice: 1999.995, maxPrice: 2000.004 })).titles).toEqual(['Charlie']);
    expect((await list({ minPrice: 2000.001, maxPrice: 3999.999 })).titles).toEqual([]);
  });

  it('combines the new filters with category, brand and the sorts', async () => {
    const menInL = await list({ category: 'men', size: 'L' });
    expect(menInL.titles).toEqual(['Bravo', 'Alpha']);
    expect(menInL.facets).toEqual({
      category: counts({ men: 2 }),
      brand: counts({ nike: 1, adidas: 1 }),
      size: counts({ S: 1, M: 2, L: 2 }),
      colour: counts({ black: 1, navy: 1 }),
      price: { min: 800, max: 1200 },
    });

    const nikeBlack = await list({ brand: 'nike', colour: 'black', sortBy: 'price-hightolow' });
    expect(nikeBlack.titles).toEqual(['Alpha', 'Foxtrot']);
    expect(nikeBlack.facets.brand).toEqual(counts({ nike: 2, zara: 1 }));
    expect(nikeBlack.facets.category).toEqual(counts({ men: 1, accessories: 1 }));
    expect((await list({ colour: 'black', sortBy: 'title-ztoa' })).titles).toEqual([
      'Foxtrot',
      'Charlie',
      'Alpha',
    ]);
  });

  it('shows each listed product as a summary: its sizes, colours and how many variants', async () => {
    const { products } = await list({ colour: 'navy' });
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({
      title: 'Bravo',
      totalStock: 10,
      sizes: ['M', 'L'],
      variantCount: inserted.Bravo!.variants.length,
    });
    expect(products[0]).not.toHaveProperty('variants');
  });

  it.each([
    ['size', 'size=XXXL'],
    ['size', 'size=M,Huge'],
    ['colour', 'colour=mauve'],
    ['minPrice', 'minPrice=-1'],
    ['maxPrice', 'maxPrice=cheap'],
    ['maxPrice', 'minPrice=500&maxPrice=100'],
    ['inStock', 'inStock=yes'],
  ])('refuses a bad %s (%s)', async (field, query) => {
    const response = await shopper.get(`/shop/products?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.error.errors ?? {})).toEqual([field]);
  });

  it('sees at once a variant sold out or restocked outside the catalogue (as a capture does)', async () => {
    const echoUk8 = inserted.Echo!.variants.find((variant) => variant.size === 'UK 8')!;
    const setStock = (totalStock: number) =>
      t.db.update(productVariants).set({ totalStock }).where(eq(productVariants.id, echoUk8.id));
    await setStock(0);
    const gone = await list({ colour: 'brown', inStock: 'true' });
    expect(gone.total).toBe(0);
    expect(gone.facets.category).toEqual([]);
    await setStock(1);
    expect((await list({ colour: 'brown', inStock: 'true' })).titles).toEqual(['Echo']);
    // Stock that stays above zero changes no filter, and the listing shows the new figure.
    await setStock(2);
    expect((await list({ colour: 'brown' })).products[0]!.totalStock).toBe(2);
  });
});

describe.runIf(process.env.DATABASE_URL)('shop listing beside other server processes', () => {
  let t: TestApp;
  let shopper: ReturnType<typeof api>;
  // Another server process on the same database, as far as this one can tell.
  let other: Database;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = api(t.app, (await signUp(t.app)).token);
    other = openDatabase({ databaseUrl: t.config.databaseUrl, pgliteDir: 'memory://' });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const greenInStock = async () => {
    const response = await shopper.call('shopProducts.list', {
      query: { colour: 'green', inStock: 'true' },
    });
    return response.body.products.map((p) => p.title);
  };
  const greenTee = (title: string) => ({
    title,
    sizes: ['M'],
    colours: ['green' as const],
    variants: [v('M', 'green', 3)],
  });

  it('sees what another process commits from the next request on, and nothing before', async () => {
    const solo = await insertProduct(t.db, greenTee('Solo Tee'));
    expect(await greenInStock()).toEqual(['Solo Tee']);
    await other.db.transaction(async (tx) => {
      await tx
        .update(productVariants)
        .set({ totalStock: 0 })
        .where(eq(productVariants.id, solo.variants[0]!.id));
      expect(await greenInStock()).toEqual(['Solo Tee']);
    });
    expect(await greenInStock()).toEqual([]);

    await insertProduct(other.db, greenTee('Second Tee'));
    expect(await greenInStock()).toEqual(['Second Tee']);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type ProductInput } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Issue 25, item 10: search forgives plurals and small typos, puts what can be bought first
// and says how many products match.
const CATALOGUE: Partial<ProductInput>[] = [
  { title: 'Six-Panel Baseball Cap', description: 'Curved brim.', category: 'accessories' },
  { title: 'Cap Toe Oxford Shoe', description: 'Polished leather.', category: 'footwear' },
  { title: 'Capri Trousers', description: 'Cropped above the ankle.', category: 'women' },
  { title: 'Landscape Print Tee', description: 'Printed mountains.' },
  { title: 'Slim Fit Jeans', description: 'Stretch denim, five pockets.', brand: 'levi' },
  { title: 'High-Rise Skinny Jeans', description: 'Sculpting denim.', totalStock: 0 },
  { title: 'Oxford Shirt', description: 'Button-down collar, crisp cotton.', brand: 'zara' },
  { title: 'Jersey Tee', description: 'Soft cotton jersey.', brand: 'h&m' },
  { title: 'Leather Sneakers', description: 'White low-tops.', category: 'footwear' },
  { title: 'Running Sneakers', description: 'Light mesh.', category: 'footwear' },
  { title: 'Corduroy Jacket', description: 'Warm and wide-wale.', totalStock: 0 },
  { title: 'Relaxed Corduroy Trousers', description: 'Loose through the leg.' },
  { title: 'Needlecord Shirt', description: 'Fine corduroy.' },
  { title: '100% Linen Kurta', description: 'Breathable.' },
  { title: '1000 Mile Socks', description: 'Padded sole.', category: 'footwear' },
];

describe('a forgiving search', () => {
  let t: TestApp;
  let shopper: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = api(t.app, (await signUp(t.app)).token);
    for (const row of CATALOGUE) {
      await insertProduct(t.db, { category: 'men', brand: 'puma', ...row });
    }
  });
  afterAll(() => t.close());

  const search = async (keyword: string) => {
    const response = await shopper.call('shopProducts.search', { params: { keyword } });
    expect(response.status).toBe(200);
    const { products, total } = response.body;
    return { titles: products.map((product) => product.title), total };
  };

  it('finds the singular of a plural keyword as a whole word: "caps" finds caps', async () => {
    expect(await search('caps')).toEqual({
      titles: ['Cap Toe Oxford Shoe', 'Six-Panel Baseball Cap'],
      total: 2,
    });
    expect((await search('CAPS')).titles).toEqual((await search('caps')).titles);
    expect((await search('shoes')).titles).toEqual(['Cap Toe Oxford Shoe']);
    expect((await search('baseball caps')).titles).toEqual(['Six-Panel Baseball Cap']);
  });

  it('keeps plurals that have no singular a shopper means', async () => {
    expect((await search('jeans')).titles).toEqual(['Slim Fit Jeans', 'High-Rise Skinny Jeans']);
  });

  it('corrects a small typo in a keyword that matches nothing', async () => {
    expect(await search('jeens')).toEqual({
      titles: ['Slim Fit Jeans', 'High-Rise Skinny Jeans'],
      total: 2,
    });
    expect((await search('sneekers')).titles.sort()).toEqual([
      'Leather Sneakers',
      'Running Sneakers',
    ]);
    // The other words still have to be there, in any order.
    expect((await search('skinny jeens')).titles).toEqual(['High-Rise Skinny Jeans']);
    expect((await search('jeens slim')).titles).toEqual(['Slim Fit Jeans']);
  });

  it('brings nothing unrelated', async () => {
    expect(await search('zzzz')).toEqual({ titles: [], total: 0 });
    expect(await search('velvet')).toEqual({ titles: [], total: 0 });
    // Words that only start alike ("jersey") or hold the letters ("capri") are no match.
    expect((await search('jeens')).titles).not.toContain('Jersey Tee');
    expect((await search('caps')).titles).not.toContain('Capri Trousers');
    expect((await search('jeans')).titles).not.toContain('Oxford Shirt');
  });

  it('lists products in stock before those sold out, each part in match order', async () => {
    // "Corduroy Jacket" starts with the keyword but is sold out: after the other two.
    expect(await search('corduroy')).toEqual({
      titles: ['Relaxed Corduroy Trousers', 'Needlecord Shirt', 'Corduroy Jacket'],
      total: 3,
    });
  });

  it('still matches %, _ and \\ literally', async () => {
    expect((await search('100%')).titles).toEqual(['100% Linen Kurta']);
    expect(await search('_inen')).toEqual({ titles: [], total: 0 });
    expect(await search('1%0')).toEqual({ titles: [], total: 0 });
    expect(await search('\\\\\\\\')).toEqual({ titles: [], total: 0 });
  });

  it('counts every match while the page holds the first of them, sold-out ones last', async () => {
    const inStock = LIMITS.searchMaxResults - 2;
    for (let index = 0; index < inStock + 4; index++) {
      await insertProduct(t.db, {
        title: `Quilted Gilet ${String(index).padStart(2, '0')}`,
        totalStock: index < inStock ? 5 : 0,
        category: 'women',
      });
    }
    const response = await shopper.call('shopProducts.search', { params: { keyword: 'gilets' } });
    const { products, total } = response.body;
    expect(total).toBe(inStock + 4);
    expect(products).toHaveLength(LIMITS.searchMaxResults);
    expect(products.slice(0, inStock).every((product) => product.totalStock > 0)).toBe(true);
    expect(products.slice(inStock).map((product) => [product.title, product.totalStock])).toEqual([
      [`Quilted Gilet ${inStock}`, 0],
      [`Quilted Gilet ${inStock + 1}`, 0],
    ]);
  });

  it('knows the words of products added or renamed later', async () => {
    await insertProduct(t.db, { title: 'Pashmina Shawl', category: 'women' });
    expect((await search('pashmena')).titles).toEqual(['Pashmina Shawl']);
    await t.db.execute(
      sql`update products set title = 'Kantha Quilted Jacket' where title = 'Corduroy Jacket'`,
    );
    expect((await search('kanta')).titles).toEqual(['Kantha Quilted Jacket']);
  });
});

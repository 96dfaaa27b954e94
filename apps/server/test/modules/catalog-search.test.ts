import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

describe('product search', () => {
  let t: TestApp;
  let shopper: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = api(t.app, (await signUp(t.app)).token);
    const rows = [
      { title: 'Relaxed Denim Shorts', description: 'Shorts for summer.', brand: 'zara' },
      { title: 'Denim Jacket with Sherpa Lining', description: 'Warm.', brand: 'levi' },
      { title: 'Denim Jacket', description: 'A classic.', brand: 'levi' },
      { title: 'Cotton Tee', description: 'Pairs well with DENIM.', brand: 'nike' },
      { title: 'Chambray Shirt', description: 'Light blue cotton.', brand: 'zara' },
      { title: '100% Cotton Polo', description: 'Breathable.', brand: 'h&m' },
      { title: 'Trail Runner', description: 'Grippy sole.', category: 'footwear', brand: 'puma' },
    ] as const;
    for (const row of rows) await insertProduct(t.db, { category: 'men', ...row });
  });
  afterAll(() => t.close());

  // The contract's call URL-encodes the keyword into the path.
  const find = (keyword: string) => shopper.call('shopProducts.search', { params: { keyword } });
  const search = async (keyword: string) => {
    const response = await find(keyword);
    expect(response.status).toBe(200);
    return response.body.products.map((p) => p.title);
  };

  it('puts titles starting with the keyword first, then titles containing it, then the rest', async () => {
    expect(await search('denim')).toEqual([
      'Denim Jacket',
      'Denim Jacket with Sherpa Lining',
      'Relaxed Denim Shorts',
      'Cotton Tee',
    ]);
  });

  it('ignores case in the keyword and in the text', async () => {
    expect(await search('DeNiM')).toEqual(await search('denim'));
    expect(await search('JACKET')).toEqual(['Denim Jacket', 'Denim Jacket with Sherpa Lining']);
  });

  it('matches the description, the category and the brand', async () => {
    expect(await search('grippy')).toEqual(['Trail Runner']);
    expect(await search('footwear')).toEqual(['Trail Runner']);
    expect(await search('h&m')).toEqual(['100% Cotton Polo']);
    expect((await search('levi')).sort()).toEqual([
      'Denim Jacket',
      'Denim Jacket with Sherpa Lining',
    ]);
  });

  it('matches %, _ and \\ literally, never as patterns', async () => {
    // Keywords have at least 3 characters (the trigram index serves no fewer).
    expect(await search('00%')).toEqual(['100% Cotton Polo']);
    expect(await search('0% c')).toEqual(['100% Cotton Polo']);
    expect(await search('___')).toEqual([]);
    expect(await search('\\\\\\')).toEqual([]);
    expect(await search('d%m')).toEqual([]);
  });

  it('answers each product as a summary: its sizes, colours and how many variants', async () => {
    await insertProduct(t.db, {
      title: 'Striped Linen Shirt',
      sizes: ['S', 'M'],
      colours: ['blue'],
      variants: [
        { size: 'S', colour: 'blue', totalStock: 2 },
        { size: 'M', colour: 'blue', totalStock: 0 },
      ],
    });
    const response = await find('striped');
    expect(response.body.products).toHaveLength(1);
    const [shirt] = response.body.products;
    expect(shirt).toMatchObject({
      sizes: ['S', 'M'],
      colours: ['blue'],
      totalStock: 2,
      variantCount: 2,
    });
    expect(shirt).not.toHaveProperty('variants');
    expect(shirt).not.toHaveProperty('variantId');
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await find('velvet');
    expect(response.body).toEqual({ success: true, products: [], total: 0 });
  });

  it('refuses a blank keyword', async () => {
    const response = await find('  ');
    expect(response.status).toBe(400);
    expect(response.error.errors?.keyword).toEqual(['Enter a search keyword']);
  });

  it(`returns at most ${LIMITS.searchMaxResults} products`, async () => {
    for (let index = 0; index < LIMITS.searchMaxResults + 5; index++) {
      await insertProduct(t.db, {
        title: `Quilted Vest ${index}`,
        description: 'Light and warm.',
        category: 'women',
        brand: 'puma',
        price: 1999,
      });
    }
    expect(await search('quilted')).toHaveLength(LIMITS.searchMaxResults);
  });

  it('takes keywords in any script, long once URL-encoded', async () => {
    await insertProduct(t.db, { title: 'खादी कुर्ता सफ़ेद', category: 'men' });
    expect(await search('खादी कुर्ता')).toEqual(['खादी कुर्ता सफ़ेद']);
  });

  it('refuses a keyword over 100 characters in the envelope, not a bare router error', async () => {
    const response = await find('a'.repeat(101));
    expect(response.status).toBe(400);
    expect(response.error.success).toBe(false);
    expect(response.error.errors?.keyword).toBeDefined();
  });
});

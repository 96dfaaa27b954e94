import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, toPaise } from '@attire/contract';
import { products } from '../../src/db/schema/index.js';
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

  const search = async (keyword: string) => {
    const response = await shopper.get(`/shop/products/search/${encodeURIComponent(keyword)}`);
    expect(response.status).toBe(200);
    return response.body.products.map((p: any) => p.title) as string[];
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
    expect(await search('%')).toEqual(['100% Cotton Polo']);
    expect(await search('0%')).toEqual(['100% Cotton Polo']);
    expect(await search('_')).toEqual([]);
    expect(await search('\\')).toEqual([]);
    expect(await search('d%m')).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await shopper.get('/shop/products/search/velvet');
    expect(response.body).toEqual({ success: true, products: [] });
  });

  it('refuses a blank keyword', async () => {
    const response = await shopper.get('/shop/products/search/%20%20');
    expect(response.status).toBe(400);
    expect(response.body.errors.keyword).toEqual(['Enter a search keyword']);
  });

  it(`returns at most ${LIMITS.searchMaxResults} products`, async () => {
    await t.db.insert(products).values(
      Array.from({ length: LIMITS.searchMaxResults + 5 }, (_, index) => ({
        image: '/uploads/sample.webp',
        title: `Quilted Vest ${index}`,
        description: 'Light and warm.',
        category: 'women',
        brand: 'puma',
        pricePaise: toPaise(1999),
        totalStock: 5,
      })),
    );
    expect(await search('quilted')).toHaveLength(LIMITS.searchMaxResults);
  });

  it('takes keywords in any script, long once URL-encoded', async () => {
    await insertProduct(t.db, { title: 'खादी कुर्ता सफ़ेद', category: 'men' });
    expect(await search('खादी कुर्ता')).toEqual(['खादी कुर्ता सफ़ेद']);
  });

  it('refuses a keyword over 100 characters in the envelope, not a bare router error', async () => {
    const response = await shopper.get(`/shop/products/search/${'a'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.errors.keyword).toBeDefined();
  });
});

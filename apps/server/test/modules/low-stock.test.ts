import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { sampleProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { GALLERY, teeWithGrid } from '../support/tee-with-grid.js';

type Client = ReturnType<typeof api>;

describe('low-stock view', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startTestApp();
    admin = api(t.app, (await signInAdmin(t.app)).token);
  });
  afterAll(() => t.close());

  it('lists variants at 10 or fewer, emptiest first, a page at a time; only to admins', async () => {
    const tee = await admin.call('adminProducts.add', {
      body: teeWithGrid({
        title: 'Low Tee',
        variants: [
          { size: 'S', colour: 'black', totalStock: 10 },
          { size: 'S', colour: 'white', totalStock: 11 },
          { size: 'M', colour: 'black', totalStock: 0 },
          { size: 'M', colour: 'white', totalStock: 3, image: GALLERY[1] },
        ],
      }),
    });
    await admin.call('adminProducts.add', {
      body: sampleProduct({ title: 'Plenty Cap', totalStock: 500 }),
    });
    const scarf = await admin.call('adminProducts.add', {
      body: sampleProduct({ title: 'Last Scarf', totalStock: 1 }),
    });
    const low = (query: { page?: number; limit?: number }) =>
      admin.call('adminProducts.lowStock', { query });

    const all = await low({});
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, total: 4, page: 1 });
    expect(all.body.variants.map((v) => [v.title, v.size, v.colour, v.totalStock])).toEqual([
      ['Low Tee', 'M', 'black', 0],
      ['Last Scarf', null, null, 1],
      ['Low Tee', 'M', 'white', 3],
      ['Low Tee', 'S', 'black', 10],
    ]);
    const mWhite = tee.body.product.variants.find((v) => v.size === 'M' && v.colour === 'white')!;
    expect(all.body.variants[2]).toEqual({
      productId: tee.body.product.id,
      title: 'Low Tee',
      image: GALLERY[1],
      variantId: mWhite.id,
      sku: mWhite.sku,
      size: 'M',
      colour: 'white',
      totalStock: 3,
    });
    // A variant without its own picture shows the product's.
    expect(all.body.variants[1]!.image).toBe(scarf.body.product.image);

    const second = await low({ page: 2, limit: 3 });
    expect(second.body).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.body.variants.map((v) => v.totalStock)).toEqual([10]);

    expect((await api(t.app).call('adminProducts.lowStock', { query: {} })).status).toBe(401);
    const shopper = api(t.app, (await signUp(t.app)).token);
    expect((await shopper.call('adminProducts.lowStock', { query: {} })).status).toBe(403);
  });
});

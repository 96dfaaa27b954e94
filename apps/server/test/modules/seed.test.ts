import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS, CATEGORY_IDS } from '@attire/contract';
import { seedIfEmpty, type SeedSummary } from '../../src/db/seed/index.js';
import { addGeneratedProducts } from '../../src/db/seed/products.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';

describe('the seed', () => {
  let t: TestApp;
  let summary: SeedSummary | null;
  let shopper: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    summary = await seedIfEmpty(t.db, t.config);
    const login = await api(t.app).call('auth.login', {
      body: { email: t.config.demo!.email, password: t.config.demo!.password },
    });
    shopper = api(t.app, login.body.token);
  });
  afterAll(() => t.close());

  const allProducts = async () =>
    (await shopper.call('shopProducts.list', { query: { limit: 100 } })).body;
  const slides = async () => (await shopper.call('slider.list', {})).body.sliderImages;

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
    const onSale = products.filter((p) => p.salePrice > 0);
    expect(onSale.length).toBeGreaterThanOrEqual(5);
    for (const product of onSale) expect(product.salePrice).toBeLessThan(product.price);
  });

  it('serves every product picture and three 1600 x 600 slides', async () => {
    const { products } = await allProducts();
    const slider = await slides();
    expect(slider).toHaveLength(3);
    const urls = new Set<string>([
      ...products.map((p) => p.image),
      ...slider.map((s) => s.sliderImage),
    ]);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/seed-[0-9a-f]+\.webp$/);
      expect(existsSync(path.join(t.config.uploadsDir, path.basename(url)))).toBe(true);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    for (const slide of slider) {
      const served = await t.app.inject({ method: 'GET', url: slide.sliderImage });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        width: 1600,
        height: 600,
      });
    }
  });

  it('does nothing the second time', async () => {
    const before = await allProducts();
    expect(await seedIfEmpty(t.db, t.config)).toBeNull();
    expect((await allProducts()).total).toBe(before.total);
    expect(await slides()).toHaveLength(3);
  });

  it('adds generated products in bulk, reusing a few pictures', async () => {
    const before = (await allProducts()).total;
    expect(await addGeneratedProducts(t.db, t.config, 1200)).toBe(1200);
    expect((await allProducts()).total).toBe(before + 1200);
    for (const category of CATEGORY_IDS) {
      const listed = await shopper.call('shopProducts.list', { query: { category, limit: 100 } });
      expect(listed.body.total).toBeGreaterThan(100);
    }
    const found = await shopper.call('shopProducts.search', { params: { keyword: 'handloom' } });
    expect(found.body.products.length).toBeGreaterThanOrEqual(1);
    const images = new Set((await allProducts()).products.map((p) => p.image));
    expect(images.size).toBeLessThanOrEqual(40);
  });
});

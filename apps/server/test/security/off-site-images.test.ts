import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { sampleProduct, signInAdmin } from '../support/fixtures.js';
import { httpClient } from '../support/fetch-client.js';
import { api } from '../support/http.js';
import { teeWithGrid } from '../support/tee-with-grid.js';

// Issue 21, defect 8: `//evil.example/x.png` was refused as an image, but `/\evil.example/x.png`
// passed, and browsers load it from evil.example. Product and slider images are the shop's own
// uploads or https URLs, judged after the URL is normalised as a browser reads it.

/** Spellings that a browser loads from another host, or over plain http, or not as an image. */
const OFF_SITE = [
  '/\\evil.example/x.png',
  '//evil.example/x.png',
  '/\t/evil.example/x.png',
  '/\n/evil.example/x.png',
  '\\\\evil.example/x.png',
  '/%5Cevil.example/x.png',
  '/uploads/..%2F..%2Fevil.example/x.png',
  'http://cdn.example.com/x.png',
  'https://shop.example.in@evil.example/x.png',
  'javascript:alert(1)',
];

const REFUSAL = 'Image must be an uploaded image or an https URL';

describe('product and slider images', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = api(t.app, (await signInAdmin(t.app)).token);
  });
  afterAll(() => t.close());

  it.each(OFF_SITE)('refuses %j as a product, gallery, colour or slider image', async (image) => {
    const product = await admin.post('/admin/products', { ...sampleProduct(), image });
    expect(product.status).toBe(400);
    expect(product.error.errors).toEqual({ image: [REFUSAL] });

    const gallery = await admin.post('/admin/products', {
      ...sampleProduct(),
      images: ['/uploads/tee.webp', image],
    });
    expect(gallery.status).toBe(400);
    expect(gallery.error.errors).toEqual({ images: [REFUSAL] });

    const withGrid = teeWithGrid();
    withGrid.variants![1] = { ...withGrid.variants![1]!, image };
    const colour = await admin.post('/admin/products', withGrid);
    expect(colour.status).toBe(400);
    expect(colour.error.errors?.variants).toContain(REFUSAL);

    const slide = await admin.post('/features', { sliderImage: image });
    expect(slide.status).toBe(400);
    expect(slide.error.errors).toEqual({ sliderImage: [REFUSAL] });
  });

  it('keeps an upload or an https URL in the normal form a browser loads', async () => {
    const added = await admin.call('adminProducts.add', {
      body: {
        ...sampleProduct(),
        images: ['/uploads/./tee.webp', 'HTTPS://CDN.Example.com/a.png'],
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.product.images).toEqual([
      '/uploads/tee.webp',
      'https://cdn.example.com/a.png',
    ]);
    expect(added.body.product.image).toBe('/uploads/tee.webp');
    const slide = await admin.call('slider.add', {
      body: { sliderImage: '/uploads\\banner.webp' },
    });
    expect(slide.status).toBe(201);
    expect(slide.body.sliderImage.sliderImage).toBe('/uploads/banner.webp');
  });
});

describe('an upload behind an http PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true, env: { PUBLIC_URL: 'http://localhost:5180' } });
  });
  afterAll(() => t.close());

  it('answers a path, which a product then takes as its image', async () => {
    const login = await signInAdmin(t.app);
    const admin = httpClient(t.baseUrl, login.token);
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#2e86c1' },
    })
      .png()
      .toBuffer();
    const upload = await admin.upload(new Blob([png]), 'blue.png');
    expect(upload.status).toBe(200);
    const { url } = upload.body.result;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const added = await admin.call('adminProducts.add', {
      body: { ...sampleProduct(), image: url },
    });
    expect(added.status).toBe(201);
    expect(added.body.product.image).toBe(url);
  });
});

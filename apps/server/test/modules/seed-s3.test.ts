import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sliderImages } from '../../src/db/schema/index.js';
import { offeredLooks } from '../../src/db/seed/images.js';
import { seedIfEmpty } from '../../src/db/seed/index.js';
import { CAMPAIGNS } from '../../src/db/seed/slides.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { startS3Server, type TestS3 } from '../support/s3-server.js';

const puts = (s3: TestS3) => s3.requests.filter((request) => request.method === 'PUT').length;

/** Every picture URL a seeded database names: the products' and the slides'. */
async function picturesOf(t: TestApp): Promise<string[]> {
  const rows = await t.db.select({ images: products.images }).from(products);
  const slides = await t.db.select({ image: sliderImages.image }).from(sliderImages);
  return [...new Set([...rows.flatMap((row) => row.images), ...slides.map((s) => s.image)])].sort();
}

describe('the seed with S3_BUCKET set', () => {
  let s3: TestS3;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    [first, second] = await Promise.all([
      startTestApp({ env: s3.env }),
      startTestApp({ env: s3.env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first, second].map((t) => t?.close()));
    await s3?.close();
  });

  it('writes its product pictures and slides, with their copies, to the bucket', async () => {
    const summary = await seedIfEmpty(first.db, first.config);
    expect(summary?.products).toBeGreaterThan(0);
    const keys = await s3.keys();
    const seedPictures = keys.filter((key) => /^uploads\/seed-[0-9a-f]{16}\.webp$/.test(key));
    expect(seedPictures).toHaveLength(offeredLooks().length);
    // Each slide at full size and at the two narrower widths.
    const slides = keys.filter((key) => /^uploads\/[0-9a-f-]{36}(-w\d+)?\.webp$/.test(key));
    expect(slides).toHaveLength(CAMPAIGNS.length * 3);
    expect(keys).toHaveLength(seedPictures.length + slides.length);
    expect(existsSync(first.config.uploadsDir)).toBe(false);
  });

  it('is served from the bucket by a process that did not seed', async () => {
    const urls = await picturesOf(first);
    expect(urls.length).toBeGreaterThan(CAMPAIGNS.length + 50);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/[0-9a-z-]+\.webp$/);
      const served = await second.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const slide = (await first.db.select({ image: sliderImages.image }).from(sliderImages))[0]!;
    const served = await second.app.inject({ method: 'GET', url: slide.image });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 640 });
  });

  it('writes nothing again when another process seeds its own database', async () => {
    const keys = await s3.keys();
    const before = puts(s3);
    const summary = await seedIfEmpty(second.db, second.config);
    expect(summary?.products).toBeGreaterThan(0);
    expect(puts(s3)).toBe(before);
    expect(await s3.keys()).toEqual(keys);
    expect(await picturesOf(second)).toEqual(await picturesOf(first));
  });
});

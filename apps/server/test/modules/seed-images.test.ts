import { mkdtemp, readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.js';
import { BACKGROUND, productSvg, SILHOUETTES } from '../../src/db/seed/drawing.js';
import {
  ensureProductImages,
  ensureSliderImages,
  offeredLooks,
  productImageUrl,
} from '../../src/db/seed/images.js';
import { seedIfEmpty } from '../../src/db/seed/index.js';
import { PRODUCT_TYPE_IDS, typeOfTitle } from '../../src/db/seed/product-types.js';
import { signInAdmin } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { addGeneratedProducts } from '../../src/db/seed/products.js';
import { CAMPAIGNS, slideSvg } from '../../src/db/seed/slides.js';
import { textPath } from '../../src/db/seed/stroke-font.js';
import { COLOURS, PRODUCT_KINDS, colourOfTitle } from '../../src/db/seed/vocabulary.js';
import { startTestApp, type TestApp } from '../support/app.js';

const hexToRgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** The share of the pixels of `svg` (drawn small) within a few steps of `hex`. */
async function shareOfColour(svg: string, hex: string, size = 150): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(size)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r, g, b] = hexToRgb(hex);
  let near = 0;
  for (let at = 0; at < data.length; at += 3) {
    const distance =
      Math.abs(data[at]! - r!) + Math.abs(data[at + 1]! - g!) + Math.abs(data[at + 2]! - b!);
    if (distance <= 12) near++;
  }
  return near / (info.width * info.height);
}

describe('seed pictures', () => {
  it('reads the type a title names, the longest naming words winning', () => {
    const expected: Record<string, string> = {
      'Classic Crew Neck T-Shirt': 't-shirt',
      'Oxford Button-Down Shirt': 'shirt',
      'School Polo Shirt': 'polo',
      'Classic Baseball Cap': 'cap',
      'Ribbed Beanie': 'beanie',
      'Ribbed Knit Cardigan': 'cardigan',
      'Dri-Fit Training Shorts': 'shorts',
      'Quilted Puffer Jacket': 'jacket',
      'Crossbody Sling Bag': 'sling-bag',
      'Air Cushion Running Shoes': 'sneakers',
      'Printed Jogger Pants': 'trousers',
    };
    for (const [title, type] of Object.entries(expected))
      expect(typeOfTitle(title), title).toBe(type);
    expect(typeOfTitle('Mystery Object')).toBeUndefined();
  });

  it('has a silhouette of its own for every type, drawn in the product colour', async () => {
    for (const type of PRODUCT_TYPE_IDS) expect(SILHOUETTES[type], type).toMatch(/class="g"/);
    expect(new Set(PRODUCT_TYPE_IDS.map((type) => SILHOUETTES[type])).size).toBe(
      PRODUCT_TYPE_IDS.length,
    );
    // Every kind of product names a type, and every type is named by some kind.
    expect(new Set(PRODUCT_KINDS.map((kind) => kind.type))).toEqual(new Set(PRODUCT_TYPE_IDS));
    for (const { type, colourIndex } of offeredLooks()) {
      const { hex, name } = COLOURS[colourIndex]!;
      const share = await shareOfColour(productSvg(type, hex), hex);
      expect(share, `${type} in ${name}`).toBeGreaterThan(0.02);
    }
  });

  it('draws nothing again that is already on disk', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'attire-seed-images-'));
    await ensureProductImages(dir);
    const files = await readdir(dir);
    expect(files.length).toBe(offeredLooks().length);
    const written = (await stat(path.join(dir, files[0]!))).mtimeMs;
    await ensureProductImages(dir);
    expect((await stat(path.join(dir, files[0]!))).mtimeMs).toBe(written);
  });

  it('draws slides whose words need no font and stay clear of the product panel', async () => {
    expect(() => textPath('Shop ~', 0, 0, { size: 10, weight: 0.1, tracking: 1 }, '#000')).toThrow(
      /no "~"/,
    );
    for (const campaign of CAMPAIGNS) {
      const svg = slideSvg(campaign);
      expect(svg).not.toMatch(/<text/);
      // The words are cream on the campaign colour: plenty of cream left of the panel only.
      const { data, info } = await sharp(Buffer.from(svg))
        .extract({ left: 0, top: 0, width: 860, height: 600 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let cream = 0;
      for (let at = 0; at < data.length; at += 3)
        if (data[at]! > 235 && data[at + 2]! > 220) cream++;
      expect(cream / (info.width * info.height), campaign.action).toBeGreaterThan(0.02);
      expect(await shareOfColour(svg, BACKGROUND, 400)).toBeGreaterThan(0.05);
    }
  });
});

describe('the seeded catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedIfEmpty(t.db, t.config);
    await addGeneratedProducts(t.db, t.config, 300);
  });
  afterAll(() => t.close());

  it("shows every product in the picture of its title's type and colour", async () => {
    const rows = await t.db.select({ title: products.title, image: products.image }).from(products);
    expect(rows.length).toBeGreaterThan(300);
    for (const { title, image } of rows) {
      const type = typeOfTitle(title);
      const colourIndex = colourOfTitle(title);
      expect(type, title).toBeDefined();
      expect(colourIndex, title).toBeGreaterThanOrEqual(0);
      expect(image, title).toBe(productImageUrl(type!, colourIndex));
    }
    const onDisk = new Set(await readdir(t.config.uploadsDir));
    for (const image of new Set(rows.map((row) => row.image))) {
      expect(onDisk.has(path.basename(image)), image).toBe(true);
    }
  });

  it('puts one slide per campaign on the home page, in order, each leading to its category', async () => {
    const shown = (await api(t.app, (await signInAdmin(t.app)).token).call('slider.list', {})).body
      .sliderImages;
    const slides = await ensureSliderImages(t.config.uploadsDir);
    expect(shown.map(({ sliderImage, link }) => ({ image: sliderImage, link }))).toEqual(slides);
    expect(shown.map((slide) => slide.link)).toEqual([
      '/shop/listing?category=men',
      '/shop/listing?category=women',
      '/shop/listing?category=footwear',
    ]);
  });
});

import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet } from '@attire/contract';
import { eq } from 'drizzle-orm';
import { products, productVariants } from '../../src/db/schema/index.js';
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

/** The palette's colour farthest from `hex`. */
function farthestColour(hex: string): string {
  const distance = (other: string) =>
    hexToRgb(other).reduce((sum, channel, at) => sum + Math.abs(channel - hexToRgb(hex)[at]!), 0);
  return COLOURS.reduce(
    (far, colour) => (distance(colour.hex) > distance(far) ? colour.hex : far),
    hex,
  );
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
      const { hex, label } = COLOURS[colourIndex]!;
      const share = await shareOfColour(productSvg(type, hex), hex);
      expect(share, `${type} in ${label}`).toBeGreaterThan(0.02);
      // The colour is the garment's, not the background's: the same product in the palette's
      // most different colour shows far less of it (a white cap is not just the backdrop).
      const other = farthestColour(hex);
      const elsewhere = await shareOfColour(productSvg(type, other), hex);
      expect(share - elsewhere, `${type} in ${label}`).toBeGreaterThan(0.02);
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

  it('writes each slide with the narrower copies its srcset names, once', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'attire-seed-slides-'));
    const slides = await ensureSliderImages(dir);
    // Named after each drawing: as many names as slides.
    expect(new Set(slides.map((slide) => slide.image)).size).toBe(CAMPAIGNS.length);
    for (const { image } of slides) {
      const candidates = (imageSrcSet(image) ?? '').split(', ').map((entry) => entry.split(' '));
      expect(
        candidates.map(([, width]) => width),
        image,
      ).toEqual(['400w', '800w', '1600w']);
      for (const [url, width] of candidates) {
        const file = path.join(dir, path.basename(url!));
        expect(await sharp(file).metadata(), url).toMatchObject({
          format: 'webp',
          width: Number.parseInt(width!, 10),
        });
      }
    }
    const first = path.join(dir, path.basename(slides[0]!.image));
    const written = (await stat(first)).mtimeMs;
    expect(await ensureSliderImages(dir)).toEqual(slides);
    expect((await stat(first)).mtimeMs).toBe(written);
    // A start that stopped half way through a slide left its copies but not the full size.
    await rm(first);
    expect(await ensureSliderImages(dir)).toEqual(slides);
    expect((await sharp(first).metadata()).width).toBe(1600);
    await rm(dir, { recursive: true, force: true });
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
    const rows = await t.db
      .select({ id: products.id, title: products.title, image: products.image })
      .from(products);
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

  it("shows every colour of a product in a picture of its own, of the product's type", async () => {
    const variants = await t.db
      .select({
        title: products.title,
        images: products.images,
        colour: productVariants.colour,
        image: productVariants.image,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId));
    const onDisk = new Set(await readdir(t.config.uploadsDir));
    for (const { title, images, colour, image } of variants) {
      const colourIndex = COLOURS.findIndex((entry) => entry.id === colour);
      expect(image, title).toBe(productImageUrl(typeOfTitle(title)!, colourIndex));
      expect(images, title).toContain(image);
      expect(onDisk.has(path.basename(image!)), image!).toBe(true);
    }
    // A navy hoodie and a grey one are two different pictures.
    const hoodies = new Map<string, string>();
    for (const { title, colour, image } of variants) {
      if (title.includes('Hoodie')) hoodies.set(colour!, image!);
    }
    expect(hoodies.size).toBeGreaterThan(1);
    expect(new Set(hoodies.values()).size).toBe(hoodies.size);
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

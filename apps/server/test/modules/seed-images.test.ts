import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet } from '@attire/contract';
import { eq } from 'drizzle-orm';
import { products, productVariants } from '../../src/db/schema/index.js';
import { diskStore } from '../../src/lib/object-store/disk-store.js';
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
    await ensureProductImages(diskStore(dir));
    const files = await readdir(dir);
    expect(files.length).toBe(offeredLooks().length);
    const written = (await stat(path.join(dir, files[0]!))).mtimeMs;
    await ensureProductImages(diskStore(dir));
    expect((await stat(path.join(dir, files[0]!))).mtimeMs).toBe(written);
  });

  it('writes each slide with the narrower copies its srcset names, once', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'attire-seed-slides-'));
    const slides = await ensureSliderImages(diskStore(dir));
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
    expect(await ensureSliderImages(diskStore(dir))).toEqual(slides);
    expect((await stat(first)).mtimeMs).toBe(written);
    // A start that stopped half way through a slide left its copies but not the full size.
    await rm(first);
    expect(await ensureSliderImages(diskStore(dir))).toEqual(slides);
    expect((await sharp(first).metadata()).width).toBe(1600);
    await rm(dir, { recursive: true, force: true });
  });

  it('draws slides without words, the products where a phone still shows them', async () => {
    // The home slider's phone view: 390 x 280 px, object-fit: cover, anchored 90 % across.
    const shown = 390 / (280 / 640);
    const phoneLeft = (1600 - shown) * 0.9;
    for (const campaign of CAMPAIGNS) {
      const { data, info } = await sharp(Buffer.from(slideSvg(campaign)))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1600, 640]);
      // The columns holding anything but the campaign's colour and its faint shapes: words in
      // cream or the accent would show up here as well as the products.
      const colour = hexToRgb(campaign.background);
      let first = info.width;
      let last = -1;
      for (let at = 0; at < data.length; at += 3) {
        const far = [0, 1, 2].some((c) => Math.abs(data[at + c]! - colour[c]!) > 24);
        if (!far) continue;
        const x = (at / 3) % info.width;
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
      // The left 40 % of the phone's view (and all the desktop's left half) is left for the
      // shop's words; what is drawn fits in the phone's view.
      expect(first, campaign.heading).toBeGreaterThan(phoneLeft + shown * 0.4);
      expect(last, campaign.heading).toBeLessThan(phoneLeft + shown);
      // The products stand on the light spotlight.
      expect(await shareOfColour(slideSvg(campaign), BACKGROUND, 400)).toBeGreaterThan(0.02);
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

  it("shows every product in the picture of its title's type, in its own colour", async () => {
    const rows = await t.db
      .select({
        id: products.id,
        title: products.title,
        image: products.image,
        colours: products.colours,
      })
      .from(products);
    expect(rows.length).toBeGreaterThan(300);
    for (const { title, image, colours } of rows) {
      const type = typeOfTitle(title);
      const own = COLOURS.findIndex((colour) => colour.id === colours[0]);
      expect(type, title).toBeDefined();
      expect(image, title).toBe(productImageUrl(type!, own));
      // A title names a colour only when it is the product's only one: generated ones too.
      const named = colourOfTitle(title);
      expect(named, title).toBe(colours.length === 1 ? own : -1);
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

  it('puts one slide per campaign on the home page, in order, with its words and category', async () => {
    const shown = (await api(t.app, (await signInAdmin(t.app)).token).call('slider.list', {})).body
      .sliderImages;
    const slides = await ensureSliderImages(t.app.objectStore);
    expect(
      shown.map(({ id: _id, sliderImage, ...words }) => ({ image: sliderImage, ...words })),
    ).toEqual(slides);
    expect(shown.map((slide) => slide.link)).toEqual([
      '/shop/listing?category=men',
      '/shop/listing?category=women',
      '/shop/listing?category=footwear',
    ]);
  });
});

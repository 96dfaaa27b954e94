import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { writeImageSizes } from '../../lib/image-sizes.js';
import type { ObjectStore } from '../../lib/object-store/types.js';
import { productSvg } from './drawing.js';
import { CAMPAIGNS, slideSvg } from './slides.js';
import type { ProductType } from './product-types.js';
import { COLOURS, PRODUCT_KINDS } from './vocabulary.js';

const drawingHash = (svg: string) => createHash('sha256').update(svg).digest('hex');

/**
 * The URL of a picture drawn from `svg`. Named after the drawing, so a name is never reused for
 * another picture (the immutable cache header on /uploads/ relies on that), and a picture
 * already stored is known without drawing it again.
 */
function pictureUrl(svg: string): string {
  return `/uploads/seed-${drawingHash(svg).slice(0, 16)}.webp`;
}

/**
 * A UUID (version 8, "custom") made of the drawing's hash: named like an upload, a slide gets
 * narrower copies that the contract's imageSrcSet finds, and a new drawing still gets a new name.
 */
function slideId(svg: string): string {
  const hex = drawingHash(svg);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** Writes a slide and its narrower copies (unless there already); returns its URL. */
async function storeSlideOnce(store: ObjectStore, svg: string): Promise<string> {
  const id = slideId(svg);
  const name = `${id}.webp`;
  // The full size is written last, so once it is there its copies are too.
  if (!(await store.has(name))) {
    await writeImageSizes(store, id, Buffer.from(svg), { replace: true });
  }
  return `/uploads/${name}`;
}

/** Draws `svg` into the store unless it is there already; returns its URL. */
async function storeOnce(store: ObjectStore, svg: string): Promise<string> {
  const url = pictureUrl(svg);
  const name = url.slice('/uploads/'.length);
  if (!(await store.has(name))) {
    const image = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
    await store.put(name, image, { contentType: 'image/webp', overwrite: true });
  }
  return url;
}

const colourHex = (colourIndex: number) => COLOURS[colourIndex % COLOURS.length]!.hex;

/** The URL of the seed picture of a product type in a colour (an index into COLOURS). */
export function productImageUrl(type: ProductType, colourIndex: number): string {
  return pictureUrl(productSvg(type, colourHex(colourIndex)));
}

export type ImageFor = typeof productImageUrl;

/** Every product type in every colour a kind of that type comes in: one picture each. */
export function offeredLooks(): { type: ProductType; colourIndex: number }[] {
  const looks = new Map<string, { type: ProductType; colourIndex: number }>();
  for (const kind of PRODUCT_KINDS) {
    for (const colourIndex of kind.colours) {
      looks.set(`${kind.type}:${colourIndex}`, { type: kind.type, colourIndex });
    }
  }
  return [...looks.values()];
}

/**
 * Writes the picture of every offered look (those missing); returns the lookup of their URLs.
 * A hundred or so pictures, however many products use them.
 */
export async function ensureProductImages(store: ObjectStore): Promise<ImageFor> {
  await Promise.all(
    offeredLooks().map(({ type, colourIndex }) =>
      storeOnce(store, productSvg(type, colourHex(colourIndex))),
    ),
  );
  return productImageUrl;
}

/** A seed slide's row: its picture (words drawn nowhere in it), its words and its page. */
export interface SeedSlide {
  image: string;
  link: string;
  heading: string;
  subheading: string;
  actionLabel: string;
}

/**
 * Writes the home-page slides, 1600 x 640 pictures of CAMPAIGNS, with the narrower copies an
 * upload has (if missing); returns each one's row, in the campaigns' order.
 */
export async function ensureSliderImages(store: ObjectStore): Promise<SeedSlide[]> {
  return Promise.all(
    CAMPAIGNS.map(async (campaign) => ({
      image: await storeSlideOnce(store, slideSvg(campaign)),
      link: campaign.link,
      heading: campaign.heading,
      subheading: campaign.subheading,
      actionLabel: campaign.actionLabel,
    })),
  );
}

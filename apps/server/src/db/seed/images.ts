import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { productSvg } from './drawing.js';
import { CAMPAIGNS, slideSvg } from './slides.js';
import type { ProductType } from './product-types.js';
import { COLOURS, PRODUCT_KINDS } from './vocabulary.js';

/**
 * The URL of a picture drawn from `svg`. Named after the drawing, so a name is never reused for
 * another picture (the immutable cache header on /uploads/ relies on that), and a picture
 * already on disk is known without drawing it again.
 */
function pictureUrl(svg: string): string {
  return `/uploads/seed-${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.webp`;
}

/** Draws `svg` into the uploads dir unless it is there already; returns its URL. */
async function storeOnce(uploadsDir: string, svg: string): Promise<string> {
  const url = pictureUrl(svg);
  const file = path.join(uploadsDir, path.basename(url));
  if (!existsSync(file)) {
    const image = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
    await writeFile(file, image);
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
export async function ensureProductImages(uploadsDir: string): Promise<ImageFor> {
  await mkdir(uploadsDir, { recursive: true });
  await Promise.all(
    offeredLooks().map(({ type, colourIndex }) =>
      storeOnce(uploadsDir, productSvg(type, colourHex(colourIndex))),
    ),
  );
  return productImageUrl;
}

/**
 * Writes the home-page slides, 1600 x 600 banners of CAMPAIGNS (if missing); returns each one's
 * URL and the shop page it leads to, in the campaigns' order.
 */
export async function ensureSliderImages(
  uploadsDir: string,
): Promise<{ image: string; link: string }[]> {
  await mkdir(uploadsDir, { recursive: true });
  return Promise.all(
    CAMPAIGNS.map(async (campaign) => ({
      image: await storeOnce(uploadsDir, slideSvg(campaign)),
      link: campaign.link,
    })),
  );
}

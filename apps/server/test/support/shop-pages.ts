import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { ensureSliderImages } from '../../src/db/seed/images.js';
import type { TestApp } from './app.js';
import { insertProduct, signInAdmin } from './fixtures.js';
import { api } from './http.js';

// What the tests of the shop's pages as the server writes them (plugins/web-app-preload.ts,
// page-shell.ts) share: a web build to serve, a catalogue to show, and readers of the HTML.

export const INDEX_HTML =
  '<!doctype html><html><head><title>Attire</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

/** A web build's folder: INDEX_HTML, and the manifest when one is given. */
export async function writeWebRoot(manifest?: object): Promise<string> {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'attire-web-'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
  if (manifest) {
    await mkdir(path.join(webRoot, '.vite'));
    await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return webRoot;
}

const uploadUrl = () => `/uploads/${randomUUID()}.webp`;

/**
 * The seed's slides (with the narrower copies their srcset names) and, cheapest first (the
 * default order): a women's and two men's products, a kids' tee pictured off-site, and a kids'
 * jacket whose gallery opens on navy, with a picture for each of its colours.
 */
export async function stockShop(t: TestApp) {
  const admin = api(t.app, (await signInAdmin(t.app)).token);
  for (const slide of await ensureSliderImages(t.app.objectStore)) {
    expect((await admin.call('slider.add', { body: { sliderImage: slide.image } })).status).toBe(
      201,
    );
  }
  const firstSlide = (await admin.call('slider.list', {})).body.sliderImages[0]!.sliderImage;
  const products = { women: uploadUrl(), men: uploadUrl() };
  await insertProduct(t.db, { category: 'women', price: 1, image: products.women });
  await insertProduct(t.db, { category: 'men', price: 2, image: products.men });
  await insertProduct(t.db, { category: 'men', price: 3 });
  await insertProduct(t.db, {
    category: 'kids',
    price: 4,
    image: 'https://img.example/tee.webp?a="><b>&',
  });
  const jacket = { navy: uploadUrl(), black: uploadUrl(), hood: uploadUrl() };
  const { id } = await insertProduct(t.db, {
    category: 'kids',
    price: 50,
    totalStock: undefined,
    image: jacket.navy,
    images: [jacket.navy, jacket.black, jacket.hood],
    sizes: ['4-5Y'],
    colours: ['navy', 'black'],
    variants: [
      { size: '4-5Y', colour: 'navy', totalStock: 2, image: jacket.navy },
      { size: '4-5Y', colour: 'black', totalStock: 2, image: jacket.black },
    ],
  });
  return { firstSlide, products, jacket: { ...jacket, id } };
}

export const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

export const writtenReplies = (html: string): Record<string, unknown> | undefined => {
  const match = /<script type="application\/json" id="first-replies">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

/** The inside of the page's first view (plugins/page-shell.ts); '' when it has none. */
export const firstView = (html: string) =>
  /<div id="first-view" aria-hidden="true" inert>(.*?)<\/div><script src="\/first-view.js"/s.exec(
    html,
  )?.[1] ?? '';

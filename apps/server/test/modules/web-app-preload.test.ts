import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HERO_IMAGE_SIZES,
  PRODUCT_PAGE_IMAGE_SIZES,
  PRODUCT_TILE_IMAGE_SIZES,
  imageSrcSet,
} from '@attire/contract';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signUp } from '../support/fixtures.js';
import { hangingServer, timed } from '../support/outages.js';
import {
  INDEX_HTML,
  preloads,
  stockShop,
  writeWebRoot,
  writtenReplies,
} from '../support/shop-pages.js';

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

/** A build's manifest: the entry, the shop layout and pages, and the chunks they share. */
const MANIFEST = {
  'src/main.tsx': { file: 'assets/app.js', isEntry: true },
  'src/app/layouts/shop/shop-layout.tsx': {
    file: 'assets/shop-layout-1.js',
    imports: ['src/main.tsx', '_query-2.js'],
  },
  '_query-2.js': { file: 'assets/query-2.js', imports: ['src/main.tsx'] },
  'src/app/pages/shop/home-page.tsx': {
    file: 'assets/home-page-3.js',
    imports: ['src/main.tsx', '_query-2.js', '_tile-4.js'],
  },
  '_tile-4.js': { file: 'assets/tile-4.js' },
  'src/features/checkout/components/paypal-return-page.tsx': {
    file: 'assets/paypal-return-page-5.js',
    imports: ['src/main.tsx', '_query-2.js'],
  },
  'src/features/catalog/components/product-page/product-page.tsx': {
    file: 'assets/product-page-6.js',
    imports: ['src/main.tsx', '_query-2.js', '_tile-4.js'],
  },
  // The listing page is left out: a page the build does not have gets no chunk preloads.
};

/** The link a browser needs to fetch, before any script runs, the very file the <img> picks. */
const expectedLink = (url: string, sizes: string) => {
  const srcset = imageSrcSet(url);
  const responsive = srcset ? ` imagesrcset="${srcset}" imagesizes="${sizes}"` : '';
  return `<link rel="preload" as="image" href="${url}"${responsive} fetchpriority="high">`;
};

describe('preloading what a page shows first: its data, picture and code', () => {
  let t: TestApp;
  let webRoot: string;
  let cookie: string;
  const logLines: { level: number; msg: string }[] = [];
  let firstSlide: string;
  let products: { women: string; men: string };
  let jacket: { navy: string; black: string; hood: string; id: string };

  const page = (url: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ url, headers });

  beforeAll(async () => {
    webRoot = await writeWebRoot(MANIFEST);
    t = await startTestApp({
      webRoot,
      logStream: { write: (line) => logLines.push(JSON.parse(line)) },
    });
    ({ firstSlide, products, jacket } = await stockShop(t));
    cookie = `token=${(await signUp(t.app)).token}`;
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("preloads the home page's first slide, at the width the slider will ask for", async () => {
    const response = await page('/shop/home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const link = expectedLink(firstSlide, HERO_IMAGE_SIZES);
    expect(link).toContain('-w400.webp 400w');
    expect(preloads(response.body)).toEqual([link]);
    expect(response.body.indexOf(link)).toBeLessThan(response.body.indexOf('</head>'));
    // Every file the browser may pick from the srcset is there to be fetched.
    for (const candidate of imageSrcSet(firstSlide)!.split(', ')) {
      const file = await t.app.inject({ url: candidate.split(' ')[0]! });
      expect(file.statusCode, candidate).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
  });

  it("names the home page's own script chunks, and theirs, beside the entry", async () => {
    const body = (await page('/shop/home')).body;
    expect(modulePreloads(body)).toEqual([
      '/assets/shop-layout-1.js',
      '/assets/query-2.js',
      '/assets/home-page-3.js',
      '/assets/tile-4.js',
    ]);
    expect(body.lastIndexOf('modulepreload')).toBeLessThan(body.indexOf('</head>'));
    expect(modulePreloads((await page('/shop/listing')).body)).toEqual([]);
    expect(modulePreloads((await page('/shop/home', {})).body)).toEqual([]);
  });

  it("names the PayPal return page's chunks, so that the shopper back from PayPal waits less", async () => {
    const body = (await page('/shop/paypalReturnPage?token=5O190127TN364715T&PayerID=P1')).body;
    expect(modulePreloads(body)).toEqual([
      '/assets/shop-layout-1.js',
      '/assets/query-2.js',
      '/assets/paypal-return-page-5.js',
    ]);
  });

  it("preloads the first product of the listing the URL asks for, with the tile's sizes", async () => {
    const linkOf = async (url: string) => preloads((await page(url)).body);
    const men = expectedLink(products.men, PRODUCT_TILE_IMAGE_SIZES);
    expect(men).toContain(`imagesizes="${PRODUCT_TILE_IMAGE_SIZES}"`);
    expect(await linkOf('/shop/listing?category=men')).toEqual([men]);
    // Unknown ids are left out, as the listing page leaves them out.
    expect(await linkOf('/shop/listing?category=men,capes')).toEqual([men]);
    const all = [expectedLink(products.women, PRODUCT_TILE_IMAGE_SIZES)];
    expect(await linkOf('/shop/listing')).toEqual(all);
    expect(await linkOf('/shop/listing?category=capes&brand=acme')).toEqual(all);
    expect(await linkOf('/shop/listing?category=accessories')).toEqual([]);
  });

  it("preloads a product page's picture, its details and its code", async () => {
    const html = (await page(`/shop/product/${jacket.id}`)).body;
    expect(preloads(html)).toEqual([expectedLink(jacket.navy, PRODUCT_PAGE_IMAGE_SIZES)]);
    const details = `/api/shop/products/${jacket.id}`;
    const answer = await t.app.inject({ url: details, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(writtenReplies(html)?.[details]).toEqual(answer.json());
    expect(modulePreloads(html)).toEqual([
      '/assets/shop-layout-1.js',
      '/assets/query-2.js',
      '/assets/product-page-6.js',
      '/assets/tile-4.js',
    ]);
    expect(html).toContain('<span class="font-bold">Attire</span>');
  });

  it('preloads the picture of the colour a product link names', async () => {
    const html = (await page(`/shop/product/${jacket.id}?colour=black`)).body;
    expect(preloads(html)).toEqual([expectedLink(jacket.black, PRODUCT_PAGE_IMAGE_SIZES)]);
    // A colour the product does not come in: the page opens on its gallery's first picture.
    const unknown = (await page(`/shop/product/${jacket.id}?colour=mauve`)).body;
    expect(preloads(unknown)).toEqual([expectedLink(jacket.navy, PRODUCT_PAGE_IMAGE_SIZES)]);
  });

  it('preloads no picture for a product that is not there, and serves its page', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await page(`/shop/product/${id}`);
      expect(response.statusCode, id).toBe(200);
      expect(preloads(response.body), id).toEqual([]);
      expect(Object.keys(writtenReplies(response.body) ?? {}), id).not.toContain(
        `/api/shop/products/${id}`,
      );
    }
    // Not a product page: a path that only begins like one.
    const deeper = await page(`/shop/product/${jacket.id}/reviews`);
    expect(deeper.body).toBe(INDEX_HTML);
  });

  it('answers the first calls of the page in its HTML, as the API answers them', async () => {
    const html = (await page('/shop/listing?category=men,capes')).body;
    const replies = writtenReplies(html);
    const { user } = (
      await t.app.inject({ url: '/api/auth/check-auth', headers: { cookie } })
    ).json<{
      user: { id: string };
    }>();
    const asked = [
      '/api/auth/check-auth',
      `/api/shop/cart/${user.id}`,
      '/api/shop/products?category=men&limit=24&page=1&sortBy=price-lowtohigh',
    ];
    expect(Object.keys(replies ?? {})).toEqual(asked);
    for (const url of asked) {
      const answer = await t.app.inject({ url, headers: { cookie } });
      expect(replies![url], url).toEqual(answer.json());
    }
    // After the app's root, before the entry runs (a module script runs once the page is parsed).
    expect(html.indexOf('id="first-replies"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('id="first-replies"')).toBeLessThan(html.indexOf('</body>'));
    const home = writtenReplies((await page('/shop/home')).body)!;
    expect(Object.keys(home)).toEqual([
      '/api/auth/check-auth',
      `/api/shop/cart/${user.id}`,
      '/api/features',
      '/api/shop/products?limit=12&page=1&sortBy=price-lowtohigh',
    ]);
    expect(writtenReplies((await page('/shop/home', {})).body)).toBeUndefined();
    expect(writtenReplies((await page('/shop/cart')).body)).toBeUndefined();
  });

  it('writes no reply text that could end its script element', async () => {
    await insertProduct(t.db, { category: 'footwear', price: 5, title: 'Boot </script><b>x' });
    const html = (await page('/shop/listing?category=footwear')).body;
    // The entry's, the first view's and the replies' own: none from the title.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html.match(/<script/g)).toHaveLength(3);
    const listing = writtenReplies(html)![
      '/api/shop/products?category=footwear&limit=24&page=1&sortBy=price-lowtohigh'
    ] as { products: { title: string }[] };
    expect(listing.products[0]!.title).toBe('Boot </script><b>x');
  });

  it('keeps a signed-in page out of shared caches', async () => {
    const response = await page('/shop/home');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('writes a picture URL into the page only as an attribute value', async () => {
    const [link] = preloads((await page('/shop/listing?category=kids')).body);
    expect(link).toBe(
      '<link rel="preload" as="image" href="https://img.example/tee.webp?a=&quot;&gt;&lt;b&gt;&amp;" fetchpriority="high">',
    );
  });

  it('preloads nothing for a page without a first picture, nor for a visitor not signed in', async () => {
    for (const [url, headers] of [
      ['/auth/login', { cookie }],
      ['/shop/cart', { cookie }],
      ['/shop/home', {}],
      ['/shop/home', { cookie: 'token=not-a-token' }],
    ] as const) {
      const response = await page(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('serves the page without a preload, at once, when the database does not answer', async () => {
    const silent = await hangingServer();
    const database = openDatabase({
      databaseUrl: `postgres://attire@127.0.0.1:${silent.port}/attire`,
      pgliteDir: 'memory://',
      // The page must not wait for these; they only bound how long closing the app takes.
      statementTimeoutMs: 1_000,
    });
    const app = await buildApp(t.config, { database, logger: false, webRoot });
    try {
      const { result, ms } = await timed(() =>
        app.inject({ url: '/shop/home', headers: { cookie } }),
      );
      expect(result.statusCode).toBe(200);
      expect(result.body).toBe(INDEX_HTML);
      expect(ms).toBeLessThan(1_500);
    } finally {
      await app.close();
      await silent.close();
    }
  }, 20_000);

  // Last: the database stays closed.
  it('serves the page without a preload, and logs why, when the database is gone', async () => {
    await t.closeDatabase();
    const response = await page('/shop/home');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'page served without its preloads' }),
    );
  });
});

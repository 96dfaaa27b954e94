import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HERO_IMAGE_SIZES,
  PRODUCT_PAGE_IMAGE_SIZES,
  PRODUCT_TILE_IMAGE_SIZES,
  imageSrcSet,
} from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { signUp } from '../support/fixtures.js';
import { firstView, stockShop, writeWebRoot, writtenReplies } from '../support/shop-pages.js';

// A signed-in shop page's first view (plugins/page-shell.ts, modules/first-views.ts): the header
// and the page's first pictures, drawn before any script runs. Where they land in a browser is
// checked by apps/web/e2e/first-view.spec.ts.

describe('the first view the server draws into a shop page', () => {
  let t: TestApp;
  let webRoot: string;
  let cookie: string;
  let firstSlide: string;
  let jacket: { navy: string; black: string; hood: string; id: string };

  const page = (url: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ url, headers });

  beforeAll(async () => {
    webRoot = await writeWebRoot();
    t = await startTestApp({ webRoot });
    ({ firstSlide, jacket } = await stockShop(t));
    cookie = `token=${(await signUp(t.app)).token}`;
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("paints the shop's header before any script runs, on shop pages only", async () => {
    const header =
      /<header class="sticky top-0[^"]*">.*?<span class="font-bold">Attire<\/span>.*?<\/header>/s;
    const inRoot = new RegExp(`<div id="root">${header.source}</div>`, 's');
    // A listing filtered by what the server cannot word: the header alone, in the app's root.
    expect((await page('/shop/listing?colour=red')).body).toMatch(inRoot);
    const home = (await page('/shop/home')).body;
    expect(home).toContain('<div id="root"></div><div id="first-view"');
    expect(firstView(home)).toMatch(header);
    // Signed out, the guard sends the browser to the login page: no header to show.
    expect((await page('/shop/home', {})).body).toContain('<div id="root"></div></body>');
    expect((await page('/auth/login')).body).toContain('<div id="root"></div></body>');
  });

  it("draws the home page's first slide into its first view, as the slider will show it", async () => {
    const html = (await page('/shop/home')).body;
    const view = firstView(html);
    const srcset = imageSrcSet(firstSlide)!;
    expect(view).toContain(
      `<img src="${firstSlide}" srcset="${srcset}" sizes="${HERO_IMAGE_SIZES}" alt="" width="1600" height="640"`,
    );
    expect(view).toContain('<div class="relative h-[280px] w-full overflow-hidden');
    // Beside the app's root, not in it, and with the script that removes it once it is drawn.
    expect(html).toContain('</div><script src="/first-view.js" defer></script>');
    expect(html.indexOf('id="first-view"')).toBeLessThan(html.indexOf('id="first-replies"'));
  });

  it("draws the listing's heading bar and first pictures into its first view", async () => {
    const html = (await page('/shop/listing?category=men')).body;
    const view = firstView(html);
    const listing = writtenReplies(html)![
      '/api/shop/products?category=men&limit=24&page=1&sortBy=price-lowtohigh'
    ] as { total: number; products: { image: string }[] };
    expect(view).toContain('<h1 class="text-lg font-extrabold">Men</h1>');
    expect(view).toContain(
      `<p class="text-sm text-muted-foreground">${listing.total} Products</p>`,
    );
    const pictures = [...view.matchAll(/<img src="([^"]+)"[^>]*>/g)];
    expect(pictures.map((match) => match[1])).toEqual(
      listing.products.slice(0, 4).map((product) => product.image),
    );
    expect(pictures[0]![0]).toContain(`sizes="${PRODUCT_TILE_IMAGE_SIZES}"`);
    expect(pictures[0]![0]).toContain('fetchpriority="high"');
    expect(pictures[1]![0]).not.toContain('fetchpriority');
    // Headings as the page words them; a name no script could run from.
    expect(firstView((await page('/shop/listing')).body)).toContain('>All Products</h1>');
    expect(firstView((await page('/shop/listing?category=men,women&brand=nike')).body)).toContain(
      '>Men, Women · Nike</h1>',
    );
  });

  it("draws a product page's picture into its first view, the colour's the link names", async () => {
    const view = firstView((await page(`/shop/product/${jacket.id}?colour=black`)).body);
    expect(view).toContain(
      `<img src="${jacket.black}" srcset="${imageSrcSet(jacket.black)!}" sizes="${PRODUCT_PAGE_IMAGE_SIZES}" alt="" width="600" height="600"`,
    );
    expect(view).toContain(
      '<div class="relative aspect-square overflow-hidden rounded-lg bg-muted">',
    );
    // No product, no picture: the header alone, in the root.
    const missing = (await page(`/shop/product/${randomUUID()}`)).body;
    expect(missing).not.toContain('first-view');
    expect(missing).toContain('<div id="root"><header');
  });
});

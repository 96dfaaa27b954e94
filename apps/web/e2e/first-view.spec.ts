import { expect, test, type Page } from '@playwright/test';
import { DEMO_SHOPPER, api, shopProducts } from './support/api';

// Issue 26: a signed-in shop page's first pictures are drawn by the server (its "first view",
// apps/server/src/plugins/page-shell.ts and modules/first-views.ts) so that a phone paints them
// before any script has run; the app takes over once it has drawn the page, with the pictures
// where they were and no grey boxes in between.

const SCRIPTS = '**/assets/*.js';
const WIDTHS = [390, 1280] as const;

/** Signs the page's browser in as the demo shopper; returns the session's token. */
async function signIn(page: Page): Promise<string> {
  // page.request shares the browser's cookie jar: the session cookie lands there.
  return (await api(page.request, 'auth.login', { body: DEMO_SHOPPER })).token;
}

const boxesOf = (page: Page, selector: string, count: number) =>
  page.locator(selector).evaluateAll(
    (images, n) =>
      images.slice(0, n).map((image) => {
        const { x, y, width, height } = image.getBoundingClientRect();
        return { x, y, width, height };
      }),
    count,
  );

/** The first view's pictures, drawn with no script run, and then the app's in their place. */
async function drawnThenShown(page: Page, path: string) {
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto(path);
  const pictures = page.locator('#first-view img');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const drawn = await boxesOf(page, '#first-view img:visible', 4);
  await page.unroute(SCRIPTS);
  await page.reload();
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(page.locator('#main img').first()).toBeVisible();
  return { drawn, shown: await boxesOf(page, '#main img', drawn.length) };
}

for (const width of WIDTHS) {
  test.describe(`a shop page's first view, ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("draws each page's first pictures where the page shows them", async ({ page }) => {
      const token = await signIn(page);
      const [product] = await shopProducts(page.request, token);
      for (const path of ['/shop/home', '/shop/listing', `/shop/product/${product!.id}`]) {
        const { drawn, shown } = await drawnThenShown(page, path);
        expect(drawn.length, path).toBeGreaterThan(0);
        expect(shown, path).toHaveLength(drawn.length);
        drawn.forEach((box, index) => {
          for (const side of ['x', 'y', 'width', 'height'] as const) {
            expect(
              Math.abs(shown[index]![side] - box[side]),
              `${path} #${index} ${side}`,
            ).toBeLessThanOrEqual(1);
          }
        });
      }
    });
  });
}

test('gives way to the app once it has drawn the page, for good', async ({ page }) => {
  await signIn(page);
  await page.goto('/shop/home');
  await expect(page.getByRole('heading', { name: "Men's Essentials" })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createProduct, registerShopper } from './support/api';
import { productTile, settle, signInWithToken } from './support/ui';

// Issue 25: search forgives plurals and typos and says how many it found; a search box in the
// desktop header; an unknown page keeps the shopper in the shop, with a search.

/** axe-core (WCAG 2 A and AA) finds nothing serious or critical on the page as it stands. */
async function expectAccessible(page: Page, what: string) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
  expect(blocking, what).toEqual([]);
}

const resultsNote = (page: Page) => page.getByRole('status').filter({ hasText: /results? for/ });

/** A word of letters only, as typos are corrected in words of letters. */
const letterWord = (prefix: string) =>
  prefix +
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

test('at 1280, the header search box finds caps for "caps", with the count', async ({
  page,
  request,
}) => {
  const word = letterWord('Weave');
  // A cap whose title has no "caps" in it, and a word only it has, for the typo below.
  const cap = await createProduct(request, {
    title: `${word} Baseball Cap`,
    category: 'accessories',
  });
  const shopper = await registerShopper(request, 'finder');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithToken(page, shopper.token, '/shop/home');

  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' });
  await box.fill('caps');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/search\?searchKeyword=caps$/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('caps');
  await expect(productTile(page, cap.title)).toBeVisible();
  const tiles = page.getByRole('main').getByRole('listitem');
  const count = await tiles.count();
  await expect(resultsNote(page)).toHaveText(
    `${count} ${count === 1 ? 'result' : 'results'} for “caps”`,
  );
  // The page has its own box: the header's gives way (keeping its place).
  await expect(box).toBeHidden();
  await expectAccessible(page, 'search results');

  // A typo in a word the catalogue knows: the page searches it after the pause.
  const typo = `weeve${word.slice(5)}`;
  await page.getByRole('searchbox', { name: 'Search products' }).fill(typo);
  await expect(resultsNote(page)).toHaveText(`1 result for “${typo}”`);
  await expect(productTile(page, cap.title)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzzqx');
  await expect(page.getByText('No products found!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all products' })).toBeVisible();
  await expectAccessible(page, 'no results');
});

test('at 390, the header keeps its Search link, and the box is not squeezed in', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'phone-finder');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, shopper.token, '/shop/home');
  await expect(page.getByRole('searchbox', { name: 'Search the shop' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\/search$/);
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill('jeens');
  await expect(resultsNote(page)).toHaveText(/^\d+ results? for “jeens”$/);
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(/jeans/i);
});

for (const width of [1280, 390]) {
  test(`at ${width}, an unknown page keeps a shopper in the shop, with a search`, async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, `lost-${width}`);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signInWithToken(page, shopper.token, '/shop/home');

    for (const path of ['/shop/nope', '/nope']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page does not exist!' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Attire');
    }
    await expectAccessible(page, 'not-found page');
    const search = page.getByRole('search', { name: 'Search for a product' });
    await search.getByRole('searchbox').fill('jeans');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/shop\/search\?searchKeyword=jeans$/);
    await expect(resultsNote(page)).toHaveText(/^\d+ results? for “jeans”$/);

    await page.goto('/shop/nope');
    await page.getByRole('link', { name: 'See all products' }).click();
    await expect(page).toHaveURL(/\/shop\/listing$/);

    // A product that does not exist says so too, with a way on.
    await page.goto('/shop/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Page does not exist!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all products' })).toBeVisible();
  });
}

test('a signed-out visitor on an unknown page is still sent to sign in', async ({ page }) => {
  await page.goto('/shop/nope');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fshop%2Fnope$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

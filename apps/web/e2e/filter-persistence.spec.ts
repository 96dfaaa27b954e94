import { expect, test, type Page } from '@playwright/test';
import { api, registerShopper } from './support/api';
import { filterCheckbox, productCountText, signInWithToken, toggleFilter } from './support/ui';

const checkbox = filterCheckbox;

/** The query string as the browser shows it (commas are not encoded). */
async function rawSearch(page: Page) {
  return page.evaluate(() => window.location.search);
}

test('listing filters survive a reload, in session storage and the query string', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'filters');
  const expected = await api(request, 'shopProducts.list', {
    query: { category: 'women,kids', brand: 'h&m' },
    token: shopper.token,
  });
  expect(expected.total).toBeGreaterThan(0);

  await signInWithToken(page, shopper.token, '/shop/listing');
  await expect(page.getByText(/^\d+ Products?$/)).toBeVisible();

  await toggleFilter(page, 'Women', '?category=women');
  await toggleFilter(page, 'Kids', '?category=women,kids');
  await toggleFilter(page, 'H&M', '?category=women,kids&brand=h%26m');
  await expect(page.getByText(productCountText(expected.total), { exact: true })).toBeVisible();
  // The heading and the tab's title name what is chosen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women, Kids · H&M');
  await expect(page).toHaveTitle('Women, Kids · H&M · Attire');

  await page.reload();
  for (const label of ['Women', 'Kids', 'H&M']) await expect(checkbox(page, label)).toBeChecked();
  for (const label of [
    'Men',
    'Accessories',
    'Footwear',
    'Nike',
    'Adidas',
    'Puma',
    "Levi's",
    'Zara',
  ])
    await expect(checkbox(page, label)).not.toBeChecked();
  expect(await rawSearch(page)).toBe('?category=women,kids&brand=h%26m');
  await expect(page.getByText(productCountText(expected.total), { exact: true })).toBeVisible();
  // Every tile shown is one of the chosen categories and the chosen brand.
  const tiles = page.getByRole('region', { name: 'Products' }).getByRole('listitem');
  await expect(tiles).toHaveCount(Math.min(expected.total, 24));
  for (const tile of await tiles.all()) {
    await expect(tile).toContainText(/Women|Kids/);
    await expect(tile).toContainText('H&M');
  }

  // Session storage keeps them when the listing is opened again without a query string.
  await page.goto('/shop/home');
  await page.goto('/shop/listing');
  await expect.poll(() => rawSearch(page)).toBe('?category=women,kids&brand=h%26m');
  await expect(checkbox(page, 'Kids')).toBeChecked();

  // Unchecking is kept too.
  await toggleFilter(page, 'Kids', '?category=women&brand=h%26m');
  await page.reload();
  await expect(checkbox(page, 'Women')).toBeChecked();
  await expect(checkbox(page, 'Kids')).not.toBeChecked();
  expect(
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('filters'))) ?? 'null'),
  ).toEqual({ category: ['women'], brand: ['h&m'] });
});

// Regression test: two choices made before the first reached the URL used to keep only the
// second, because each toggle started from the URL (which React Router updates in a transition).
test('two quick filter choices are both kept', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'quick');
  await signInWithToken(page, shopper.token, '/shop/listing');
  await expect(page.getByText(/^\d+ Products?$/)).toBeVisible();
  await page.evaluate(() => {
    document.getElementById('filter-category-women')?.click();
    document.getElementById('filter-category-kids')?.click();
  });
  await expect.poll(() => rawSearch(page)).toBe('?category=women,kids');
});

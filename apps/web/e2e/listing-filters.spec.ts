import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { colourLabel, type EndpointReply, type ListingFacets } from '@attire/contract';
import { api, registerShopper } from './support/api';
import { productCountText, sidewaysOverflow, signInWithToken } from './support/ui';

/**
 * The listing's size, colour, price and in-stock filters (issue 9): chosen by mouse and by
 * keyboard, mirrored in the URL and session storage, with the API's counts beside each value,
 * and in the phone's drawer. What the listing should show comes from the API itself.
 */

type Listing = EndpointReply<'shopProducts.list'>;
type Query = {
  size?: string;
  colour?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: 'true';
};

const PHONE = { width: 390, height: 844 };

function listing(request: APIRequestContext, token: string, query: Query): Promise<Listing> {
  return api(request, 'shopProducts.list', {
    query: { ...query, sortBy: 'price-lowtohigh', limit: 24 },
    token,
  });
}

/** A value some products have, preferring `wanted` (M, the commonest size, say). */
function pickFacet(facets: ListingFacets['size'], wanted?: string): { id: string; count: number } {
  const offered = facets.filter((facet) => facet.count > 0);
  const choice = offered.find((facet) => facet.id === wanted) ?? offered[0];
  expect(choice, 'the catalogue offers a value to filter by').toBeDefined();
  return choice!;
}

const rawSearch = (page: Page) => page.evaluate(() => window.location.search);
const group = (scope: Page | Locator, name: string) =>
  scope.getByRole('group', { name, exact: true });
const sizeBox = (scope: Page | Locator, size: string) =>
  group(scope, 'Size').getByRole('checkbox', { name: size, exact: true });
const colourBox = (scope: Page | Locator, colour: string) =>
  group(scope, 'Colour').getByRole('checkbox', { name: colourLabel(colour), exact: true });
const described = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** The products the grid shows, by the id in each title's link to the product page. */
async function shownProductIds(page: Page): Promise<string[]> {
  const links = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 });
  const hrefs = await links
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs.map((href) => /\/shop\/product\/([^/?#]+)/.exec(href)?.[1] ?? href);
}

test('a size and a colour narrow the listing, with counts, in the URL and across a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'sizes');
  const all = await listing(request, shopper.token, {});
  const size = pickFacet(all.facets.size, 'M');
  const withSize = await listing(request, shopper.token, { size: size.id });
  const colour = pickFacet(withSize.facets.colour, 'black');
  const expected = await listing(request, shopper.token, { size: size.id, colour: colour.id });
  // A colour's count is what the listing shows once it is chosen beside the size.
  expect(expected.total).toBe(colour.count);

  await signInWithToken(page, shopper.token, '/shop/listing');
  await expect(page.getByText(productCountText(all.total), { exact: true })).toBeVisible();
  await expect(sizeBox(page, size.id)).toHaveAccessibleDescription(described(size.count));

  await test.step('a size, by keyboard, with a visible focus ring', async () => {
    const box = sizeBox(page, size.id);
    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => rawSearch(page)).toBe(`?size=${encodeURIComponent(size.id)}`);
    await expect(box).toBeChecked();
    // The chip drawn for the hidden checkbox shows the focus (Tailwind's ring is a shadow).
    const chip = page.locator(`[id="${await box.getAttribute('id')}"] + span`);
    await expect(chip).not.toHaveCSS('box-shadow', 'none');
    await expect(page.getByText(productCountText(withSize.total), { exact: true })).toBeVisible();
    await expect(colourBox(page, colour.id)).toHaveAccessibleDescription(described(colour.count));
  });

  await test.step('a colour, by clicking its swatch label', async () => {
    await group(page, 'Colour').getByText(colourLabel(colour.id), { exact: true }).click();
    const search = `?size=${encodeURIComponent(size.id)}&colour=${colour.id}`;
    await expect.poll(() => rawSearch(page)).toBe(search);
    await expect(colourBox(page, colour.id)).toBeChecked();
    await expect(page.getByText(productCountText(expected.total), { exact: true })).toBeVisible();
    const sizeCount = expected.facets.size.find((facet) => facet.id === size.id)?.count ?? 0;
    await expect(sizeBox(page, size.id)).toHaveAccessibleDescription(described(sizeCount));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(colourLabel(colour.id));
  });

  await test.step('every product shown comes in that size and colour', async () => {
    const tiles = page.getByRole('region', { name: 'Products' }).getByRole('listitem');
    await expect(tiles).toHaveCount(Math.min(expected.total, 24));
    const ids = await shownProductIds(page);
    // The same products as the API's first page (sorted: equal prices may come in any order).
    expect([...ids].sort()).toEqual(expected.products.map((product) => product.id).sort());
    for (const id of ids) {
      const { product } = await api(request, 'shopProducts.details', {
        params: { id },
        token: shopper.token,
      });
      expect(product.sizes, product.title).toContain(size.id);
      expect(product.colours, product.title).toContain(colour.id);
    }
  });

  await test.step('a reload, and a later visit without a query string, keep both', async () => {
    const search = await rawSearch(page);
    await page.reload();
    await expect(sizeBox(page, size.id)).toBeChecked();
    await expect(colourBox(page, colour.id)).toBeChecked();
    expect(await rawSearch(page)).toBe(search);
    await expect(page.getByText(productCountText(expected.total), { exact: true })).toBeVisible();

    await page.goto('/shop/home');
    await page.goto('/shop/listing');
    await expect.poll(() => rawSearch(page)).toBe(search);
    await expect(colourBox(page, colour.id)).toBeChecked();
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('filters'))) ?? 'null'),
    ).toEqual({ size: [size.id], colour: [colour.id] });
  });

  await test.step('unknown sizes and colours leave the URL', async () => {
    await page.goto(`/shop/listing?size=${encodeURIComponent(size.id)},Giant&colour=teal`);
    await expect.poll(() => rawSearch(page)).toBe(`?size=${encodeURIComponent(size.id)}`);
    await expect(page.getByText(productCountText(withSize.total), { exact: true })).toBeVisible();
  });

  await test.step('Clear filters shows everything again', async () => {
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rawSearch(page)).toBe('');
    // The button goes with the filters; focus stays in the panel, on its heading.
    await expect(page.getByRole('heading', { name: 'Filters', level: 2 })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
    await expect(page.getByText(productCountText(all.total), { exact: true })).toBeVisible();
  });
});

test('a price range is checked, applied with Enter, and in-stock narrows further', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'prices');
  const all = await listing(request, shopper.token, {});
  const minPrice = Math.ceil(all.facets.price.min);
  const maxPrice = Math.max(
    minPrice,
    Math.floor((all.facets.price.min + all.facets.price.max) / 2),
  );
  const inRange = await listing(request, shopper.token, { minPrice, maxPrice });
  const inStock = await listing(request, shopper.token, { minPrice, maxPrice, inStock: 'true' });

  await signInWithToken(page, shopper.token, '/shop/listing');
  await expect(page.getByText(productCountText(all.total), { exact: true })).toBeVisible();
  const min = page.getByLabel('Min price');
  const max = page.getByLabel('Max price');
  await expect(min).toHaveAttribute('placeholder', /^[\d,]+$/);

  await min.fill(String(maxPrice + 10));
  await max.fill(String(minPrice));
  await page.getByRole('button', { name: 'Apply price' }).click();
  const priceAlert = group(page, 'Price (₹)').getByRole('alert');
  await expect(priceAlert).toHaveText('The minimum price must not be above the maximum price.');
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  expect(await rawSearch(page)).toBe('');

  await min.fill(String(minPrice));
  await max.fill(String(maxPrice));
  await max.press('Enter');
  await expect.poll(() => rawSearch(page)).toBe(`?minPrice=${minPrice}&maxPrice=${maxPrice}`);
  await expect(priceAlert).toHaveCount(0);
  await expect(page.getByText(productCountText(inRange.total), { exact: true })).toBeVisible();
  await expect(max).toBeFocused();

  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect
    .poll(() => rawSearch(page))
    .toBe(`?minPrice=${minPrice}&maxPrice=${maxPrice}&inStock=true`);
  await expect(page.getByText(productCountText(inStock.total), { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Min price')).toHaveValue(String(minPrice));
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect(page.getByText(productCountText(inStock.total), { exact: true })).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the drawer holds the size and colour filters, and nothing scrolls sideways', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, 'drawer-sizes');
    const all = await listing(request, shopper.token, {});
    const size = pickFacet(all.facets.size, 'M');
    const withSize = await listing(request, shopper.token, { size: size.id });
    const colour = pickFacet(withSize.facets.colour, 'navy');
    const expected = await listing(request, shopper.token, { size: size.id, colour: colour.id });

    await signInWithToken(page, shopper.token, '/shop/listing');
    await expect(page.getByText(productCountText(all.total), { exact: true })).toBeVisible();
    await expect(group(page, 'Size')).toBeHidden();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const box = sizeBox(drawer, size.id);
    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => rawSearch(page)).toBe(`?size=${encodeURIComponent(size.id)}`);
    await expect(colourBox(drawer, colour.id)).toHaveAccessibleDescription(described(colour.count));
    await group(drawer, 'Colour').getByText(colourLabel(colour.id), { exact: true }).click();
    await expect
      .poll(() => rawSearch(page))
      .toBe(`?size=${encodeURIComponent(size.id)}&colour=${colour.id}`);
    expect(await sidewaysOverflow(page)).toBe(0);
    // The drawer itself does not scroll sideways either.
    expect(await drawer.evaluate((sheet) => sheet.scrollWidth - sheet.clientWidth)).toBe(0);

    await drawer.getByRole('button', { name: `Show ${productCountText(expected.total)}` }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
    await expect(page.getByText(productCountText(expected.total), { exact: true })).toBeVisible();
    await expect.poll(() => sidewaysOverflow(page)).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await expect(sizeBox(drawer, size.id)).toBeChecked();
    await drawer.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rawSearch(page)).toBe('');
    await expect(sizeBox(drawer, size.id)).not.toBeChecked();
    await expect(drawer.getByRole('button', { name: /^Show \d+ Products?$/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeFocused();
  });
});

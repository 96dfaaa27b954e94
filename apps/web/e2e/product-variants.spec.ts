import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  colourLabel,
  formatRupees,
  sortSizes,
  unitPrice,
  type Product,
  type Variant,
} from '@attire/contract';
import { addAddress, api, productDetails, registerShopper } from './support/api';
import { orderNumber, payOnSandbox } from './support/orders';
import { cartButton, productTile, sidewaysOverflow, signInWithToken } from './support/ui';

/** A size and colour the shopper buys, beside a size sold out in that colour. */
interface Pick {
  product: Product;
  colour: string;
  size: string;
  variant: Variant;
  soldOutSize: string;
}

/**
 * A seeded product in several sizes with a colour that has one size sold out and another in
 * stock, found through the API (the seed's titles are not the test's business).
 */
async function findSizedProduct(request: APIRequestContext, token: string): Promise<Pick> {
  for (let page = 1; page <= 5; page += 1) {
    const reply = await api(request, 'shopProducts.list', {
      query: { page, limit: 100, sortBy: 'price-lowtohigh' },
      token,
    });
    for (const listed of reply.products) {
      // The listing's summary says what it comes in; its details say what is in stock.
      if (listed.sizes.length < 2 || listed.colours.length < 2) continue;
      const product = await productDetails(request, token, listed.id);
      for (const colour of product.colours) {
        const ofColour = product.variants.filter((variant) => variant.colour === colour);
        const soldOut = ofColour.find((variant) => variant.totalStock === 0);
        // Its own picture, so that the gallery visibly follows the colour.
        const stocked = ofColour.find((variant) => variant.totalStock > 0 && variant.image);
        if (soldOut?.size && stocked?.size) {
          return {
            product,
            colour,
            size: stocked.size,
            variant: stocked,
            soldOutSize: soldOut.size,
          };
        }
      }
    }
    if (page * 100 >= reply.total) break;
  }
  throw new Error('The seed has no product in several sizes and colours with a size sold out');
}

/** axe-core finds no serious or critical WCAG 2 A/AA violation in what is on screen. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

const listingTitles = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 });

test('a shopper chooses a colour and a size and buys them; Back keeps the listing', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shopper = await registerShopper(request, 'sizes');
  await addAddress(request, shopper);
  const pick = await findSizedProduct(request, shopper.token);
  const { product } = pick;
  const label = `Size ${pick.size} · ${colourLabel(pick.colour)}`;

  await test.step('a tile opens the product at its own address; Back restores the listing', async () => {
    await signInWithToken(page, shopper.token, '/shop/listing?category=men');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await expect(page).toHaveURL(/category=men/);
    await expect(listingTitles(page).first()).toBeVisible();
    const loadMore = page.getByRole('button', { name: 'Load more products' });
    if (await loadMore.isVisible()) {
      const before = await listingTitles(page).count();
      await loadMore.click();
      await expect.poll(() => listingTitles(page).count()).toBeGreaterThan(before);
    }
    const count = await listingTitles(page).count();
    // A product far enough down to scroll to, in several sizes (for its tile's Add to cart
    // below), whatever other specs added to the shop meanwhile.
    const listed = await api(request, 'shopProducts.list', {
      query: { category: 'men', sortBy: 'price-hightolow', limit: count },
      token: shopper.token,
    });
    const sized = listed.products.findIndex(
      (product, index) => index >= Math.min(count - 1, 6) && product.sizes.length > 1,
    );
    expect(sized).toBeGreaterThanOrEqual(0);
    const chosen = productTile(page, listed.products[sized]!.title).getByRole('heading', {
      level: 3,
    });
    const link = chosen.getByRole('link');
    await link.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrollY = await page.evaluate(() => window.scrollY);
    const title = (await link.textContent())!;
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/shop\/product\/[0-9a-f-]{36}$/);

    await link.click();
    await expect(page).toHaveURL(href);
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Attire`);
    await expectAccessible(page);

    await page.goBack();
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/\/shop\/listing\?category=men$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-hightolow');
    expect(await listingTitles(page).count()).toBeGreaterThanOrEqual(count);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
    await expect(link).toBeFocused();

    // A product in several sizes cannot be added from its tile: its details open, asking.
    const tile = productTile(page, title);
    await tile.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(details.getByText('Please select a size')).toBeVisible();
    await expect(page).toHaveURL(href);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/\/shop\/listing\?category=men$/);
  });

  const picture = page.getByRole('main').getByRole('img', { name: product.title, exact: true });
  const sizeButton = (size: string) =>
    page
      .getByRole('group', { name: 'Size' })
      .getByRole('button', { name: new RegExp(`^${size}\\b`) });

  await test.step('the product page asks for a size, and follows the chosen colour', async () => {
    await page.goto(`/shop/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page).toHaveTitle(`${product.title} · Attire`);
    const sizes = page.getByRole('group', { name: 'Size' }).getByRole('button');
    await expect(sizes).toHaveText(sortSizes(product.sizes).map((size) => new RegExp(`^${size}`)));

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Please select a size')).toBeVisible();
    // The colour of the picture shown is chosen already (issue 25): only the size is asked for.
    const shown = product.variants.find((variant) => variant.image === product.images[0])!;
    await expect(
      page.getByRole('button', { name: colourLabel(shown.colour!), exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Please select a colour')).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

    const swatch = page.getByRole('button', { name: colourLabel(pick.colour), exact: true });
    await swatch.click();
    await expect(swatch).toHaveAttribute('aria-pressed', 'true');
    await expect(picture).toHaveAttribute('src', pick.variant.image!);
    // Marked, and still choosable: choosing it offers Notify me (wishlist-and-alerts.spec.ts).
    await expect(sizeButton(pick.soldOutSize)).toHaveAccessibleName(
      `${pick.soldOutSize}, Sold out`,
    );
    await expect(sizeButton(pick.soldOutSize)).toContainText('Sold out');
    await expect(page.getByText('Please select a size')).toBeVisible();

    await sizeButton(pick.size).click();
    await expect(page.getByText('Please select a size')).toBeHidden();
    await expect(page.getByRole('main')).toContainText(formatRupees(unitPrice(pick.variant)));
    const left = pick.variant.totalStock;
    const low = page.getByText(`Only ${left} ${left === 1 ? 'item' : 'items'} left`);
    if (left <= 10) await expect(low).toBeVisible();
    else await expect(low).toBeHidden();

    await page.getByText('Size guide').click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('at phone width nothing scrolls sideways, and zoom works by touch', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Zoom in on the picture' }).click();
    const zoom = page.getByRole('dialog', { name: product.title });
    await expect(zoom.getByRole('img', { name: product.title })).toHaveAttribute(
      'src',
      pick.variant.image!,
    );
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('add, and the cart names the size and colour', async () => {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The cart opens, saying what was added (issue 25).
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(cart.getByText(`Added to your cart: ${product.title}, ${label}`)).toBeFocused();
    await expect(cart.getByRole('listitem')).toHaveCount(1);
    await expect(cart.getByRole('listitem')).toContainText(label);
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
  });

  let orderId = '';
  await test.step('pay through the sandbox: the paid order shows the size and colour', async () => {
    const yourCart = page.getByRole('region', { name: 'Your cart' });
    await expect(yourCart).toContainText(label);
    await expect(page.getByRole('radio', { name: /^Delivering here/ })).toBeChecked();
    orderId = await payOnSandbox(page);
    const paid = page.getByRole('region', { name: `Order ${orderNumber(orderId)}` });
    await expect(paid.getByText(product.title, { exact: true })).toBeVisible();
    await expect(paid.getByText(label, { exact: true })).toBeVisible();

    const { order } = await api(request, 'shopOrders.details', {
      params: { id: orderId },
      token: shopper.token,
    });
    expect(order.paymentStatus).toBe('paid');
    expect(order.orderItems).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: pick.variant.id,
        size: pick.size,
        colour: pick.colour,
        sku: pick.variant.sku,
      }),
    ]);
  });

  await test.step("the order's details in Account show them too", async () => {
    await page.getByRole('link', { name: 'View Orders' }).click();
    const row = page.getByRole('row').filter({ hasText: orderId });
    await row.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  });
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { stockLimitMessage } from '@attire/contract';
import {
  ADMIN,
  addToCart,
  createProduct,
  login,
  placePaidOrder,
  registerShopper,
  shopProducts,
  uniqueWord,
} from './support/api';
import { chunkUrlOf } from './support/chunks';
import { orderNumber } from './support/orders';
import { cartButton, expectToast, openToasts, productTile, signInWithToken } from './support/ui';

/**
 * The Add to cart button of a new product that comes in one size and colour, on the listing:
 * a tile adds such a product at once (one with sizes opens its quick view to ask for one).
 */
async function oneVariantAddButton(page: Page, request: APIRequestContext, totalStock = 50) {
  const product = await createProduct(request, { title: uniqueWord('Plain Scarf'), totalStock });
  await page.goto(`/shop/listing?minPrice=${product.price}&maxPrice=${product.price}`);
  return productTile(page.getByRole('region', { name: 'Products' }), product.title).getByRole(
    'button',
    { name: /^Add to cart/ },
  );
}

test('focus comes back to what opened a dialog, and moves to the new page heading', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'focus');
  const [product] = await shopProducts(request, shopper.token);
  await placePaidOrder(request, shopper, product!);
  await signInWithToken(page, shopper.token, '/shop/listing');

  await test.step('product dialog, opened from the keyboard', async () => {
    const title = page
      .getByRole('region', { name: 'Products' })
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link');
    const name = await title.textContent();
    await title.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(page).toHaveTitle(`${name} · Attire`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(title).toBeFocused();
    await expect(page).toHaveTitle('All Products · Attire');
  });

  await test.step('a link to another page moves focus to its h1', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  await test.step('order details dialog in Account', async () => {
    await page.goto('/shop/account');
    const details = page.getByRole('button', { name: /View Details/ }).first();
    await details.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
  });

  await test.step('adding opens the cart; closing it gives focus back to Add to cart', async () => {
    const add = await oneVariantAddButton(page, request, 1);
    await add.click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(cart.getByText(/^Added to your cart: /)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(add).toBeFocused();

    await test.step('Escape closes a toast while focus is elsewhere', async () => {
      await add.click();
      await expectToast(page, stockLimitMessage(1));
      await expect(add).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(openToasts(page)).toHaveCount(0);
    });
  });
});

test('removing a cart line keeps focus in the cart: the next line, then the empty message', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'removal');
  const [first, second] = (await shopProducts(request, shopper.token)).filter(
    (product) => product.totalStock > 0,
  );
  await addToCart(request, shopper, first!.id, 1);
  await addToCart(request, shopper, second!.id, 1);
  await signInWithToken(page, shopper.token, '/shop/home');
  await cartButton(page).focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Your Cart' });
  const remove = sheet.getByRole('button', { name: /^Remove .+ from cart$/ });
  await expect(remove).toHaveCount(2);
  const next = remove.nth(1);
  const nextName = await next.getAttribute('aria-label');

  await remove.first().focus();
  await page.keyboard.press('Enter');
  await expect(remove).toHaveCount(1);
  const focused = sheet.getByRole('button', { name: nextName!, exact: true });
  await expect(focused).toBeFocused();
  // Its removal can start once the first one has saved.
  await expect(focused).not.toHaveAttribute('aria-disabled');
  await page.keyboard.press('Enter');
  await expect(sheet.getByText('Nothing in your cart!')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cartButton(page)).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
});

test('the cart refuses a product past the order line limit, in words', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'fullcart');
  const inStock = (await shopProducts(request, shopper.token)).filter((p) => p.totalStock > 0);
  expect(inStock.length).toBeGreaterThan(50);
  for (const item of inStock.slice(0, 50)) await addToCart(request, shopper, item.id, 1);
  const word = uniqueWord('Fiftyfirst');
  const extra = await createProduct(request, { title: `${word} Cap` });
  await signInWithToken(page, shopper.token, `/shop/search?searchKeyword=${word}`);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 50 items');
  await page
    .getByRole('region', { name: 'Results' })
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  expect(extra.title).toContain(word);
  await expectToast(
    page,
    'Your cart already holds 50 different products, the most one order can take. Check out or remove one to add another.',
  );
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 50 items');
});

test('error states: a failed listing offers Retry; a page that fails keeps the header', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'errors');
  // Something to check out: an empty cart's sheet offers no Checkout (issue 25).
  const [inStock] = (await shopProducts(request, shopper.token)).filter((p) => p.totalStock > 0);
  await addToCart(request, shopper, inStock!.id, 1);
  await signInWithToken(page, shopper.token, '/shop/home');

  const productsCall = /\/api\/shop\/products\?/;
  await page.route(productsCall, (route) => route.abort());
  await page.goto('/shop/listing');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The products could not be loaded.' }),
  ).toBeVisible();
  await expect(page.getByText('No products found!')).toHaveCount(0);
  await page.unroute(productsCall);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/^\d+ Products?$/)).toBeVisible();

  // The checkout page's code cannot be downloaded (a new release, a lost connection).
  const checkoutChunk = chunkUrlOf('src/app/pages/shop/checkout-page.tsx');
  await page.route(checkoutChunk, (route) => route.abort());
  await cartButton(page).click();
  await page
    .getByRole('dialog', { name: 'Your Cart' })
    .getByRole('button', { name: 'Checkout' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute(checkoutChunk);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
});

test('admin order details name the customer', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'customer');
  const [product] = await shopProducts(request, shopper.token);
  const orderId = await placePaidOrder(request, shopper, product!);
  const admin = await login(request, ADMIN);
  await signInWithToken(page, admin.token, '/admin/orders');
  await page.getByRole('button', { name: `View Details of order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  const customer = dialog.locator('dt', { hasText: /^Customer$/ }).locator('xpath=..');
  await expect(customer).toContainText(shopper.user.name);
  await expect(customer.getByRole('link', { name: shopper.user.email })).toHaveAttribute(
    'href',
    `mailto:${shopper.user.email}`,
  );
  await expect(dialog).toContainText(orderNumber(orderId));
});

test('the slider holds while focus is inside it; axe finds no hidden focus or stray list item', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'slider');
  await signInWithToken(page, shopper.token, '/shop/home');
  const slider = page.getByRole('region', { name: 'Featured collections' });
  const next = slider.getByRole('button', { name: 'Next slide' });
  await next.focus();
  const shown = () =>
    slider.locator('img[aria-hidden="false"]').getAttribute('alt', { timeout: 1_000 });
  const before = await shown();
  // Without the pause it would move every 3 s; focus keeps it still.
  await page.waitForTimeout(4_000);
  expect(await shown()).toBe(before);

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const menuResults = await new AxeBuilder({ page }).withRules(['aria-hidden-focus']).analyze();
  expect(menuResults.violations).toEqual([]);
  await page.keyboard.press('Escape');

  // A product whose only unit is in the cart: Add to cart raises the stock toast.
  const add = await oneVariantAddButton(page, request, 1);
  await add.click();
  // Adding opens the cart sheet, which Escape closes.
  const cartSheet = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cartSheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartSheet).toBeHidden();
  await add.click();
  await expect(openToasts(page)).toHaveCount(1);
  const toastResults = await new AxeBuilder({ page }).withRules(['list', 'listitem']).analyze();
  expect(toastResults.violations).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import {
  addAddress,
  addToCart,
  createProduct,
  placePaidOrder,
  registerShopper,
  shopProducts,
  uniqueWord,
} from './support/api';
import { orderNumber } from './support/orders';
import { cartButton, sidewaysOverflow, signInWithToken } from './support/ui';

/** The phone: 390 px wide. */
const PHONE = { width: 390, height: 844 };

/** A 150-character title, with one unbroken 60-character word, as the issue describes. */
function longTitle(word: string): string {
  const unbroken = `${word}${'x'.repeat(60)}`.slice(0, 60);
  return `${unbroken} ${'Long title words '.repeat(10)}`.slice(0, 150);
}

async function expectWithinWidth(page: Page, path: string) {
  await expect.poll(() => sidewaysOverflow(page), { message: `${path} scrolls sideways` }).toBe(0);
}

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: PHONE });

  test('no page scrolls sideways, and every page has its own title', async ({ page, request }) => {
    test.setTimeout(150_000);
    const shopper = await registerShopper(request, 'phone');
    const product = await createProduct(request, { title: longTitle(uniqueWord('Wide')) });
    await addAddress(request, shopper);
    const orderId = await placePaidOrder(request, shopper, product);
    await addToCart(request, shopper, product.id, 1);
    await signInWithToken(page, shopper.token, '/shop/home');

    const pages: [string, string, string][] = [
      ['/shop/home', 'Featured Products', 'Home · Attire'],
      ['/shop/listing', 'All Products', 'All Products · Attire'],
      ['/shop/listing?category=men', 'Men', 'Men · Attire'],
      ['/shop/search', 'Search products', 'Search · Attire'],
      ['/shop/checkout', 'Checkout', 'Checkout · Attire'],
      ['/shop/account', 'Account', 'Account · Attire'],
      [
        `/shop/paymentSuccess?orderId=${orderId}`,
        'Payment Successful!',
        'Payment Successful · Attire',
      ],
      ['/shop/no-such-page', 'Page does not exist!', 'Page not found · Attire'],
    ];
    for (const [path, heading, title] of pages) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: heading, exact: true }).first(),
      ).toBeAttached();
      await expect(page).toHaveTitle(title);
      await expectWithinWidth(page, path);
    }

    await test.step('checkout with the long title: the address Delete and the form fit', async () => {
      await page.goto('/shop/checkout');
      const deleteAddress = page.getByRole('button', { name: /^Delete address/ });
      await expect(deleteAddress).toBeInViewport({ ratio: 1 });
      const box = await deleteAddress.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      // The only address is chosen for the shopper.
      await expect(page.getByRole('radio')).toBeChecked();
      await expectWithinWidth(page, 'checkout');
    });

    await test.step('account: each order is a card with status, price and Details', async () => {
      await page.goto('/shop/account');
      const card = page
        .getByRole('list', { name: 'Orders' })
        .getByRole('listitem')
        .filter({ hasText: orderNumber(orderId) });
      await expect(card.getByText('Confirmed', { exact: true })).toBeInViewport({ ratio: 1 });
      await expect(card.getByText('₹9,999.00')).toBeInViewport({ ratio: 1 });
      const details = card.getByRole('button', { name: `View Details of order ${orderId}` });
      await expect(details).toBeInViewport({ ratio: 1 });
      await details.click();
      const dialog = page.getByRole('dialog', { name: 'Order Details' });
      await expect(dialog).toBeVisible();
      await expectWithinWidth(page, 'order details');
      await page.keyboard.press('Escape');
      await expect(details).toBeFocused();
      await expectWithinWidth(page, 'account');
    });

    await test.step('the home link on the not-found page', async () => {
      await page.goto('/shop/no-such-page');
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/shop\/home$/);
    });
  });

  test('the cart sheet shows prices and Remove, and keeps Total and Checkout in view', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, 'sheet');
    const wide = await createProduct(request, { title: longTitle(uniqueWord('Sheet')) });
    await addToCart(request, shopper, wide.id, 1);
    const inStock = (await shopProducts(request, shopper.token)).filter((p) => p.totalStock > 0);
    for (const item of inStock.slice(0, 11)) await addToCart(request, shopper, item.id, 1);
    await signInWithToken(page, shopper.token, '/shop/home');

    await cartButton(page).click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(sheet.getByRole('listitem')).toHaveCount(12);
    const sheetBox = (await sheet.boundingBox())!;
    const line = sheet.getByRole('listitem').filter({ hasText: '₹9,999.00' });
    for (const part of [
      line.getByText('₹9,999.00'),
      line.getByRole('button', { name: /^Remove .* from cart$/ }),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(sheetBox.x + sheetBox.width);
    }
    // The long title is cut to one line rather than widening the sheet.
    expect(await sheet.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await expect(sheet.getByText('Total', { exact: true })).toBeInViewport();
    await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeInViewport({ ratio: 1 });
    await expectWithinWidth(page, 'cart sheet');

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test('the listing: two columns, filters in a drawer, a heading and count that fit', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, 'drawer');
    await signInWithToken(page, shopper.token, '/shop/listing');
    const grid = page.getByRole('region', { name: 'Products' });
    const tiles = grid.getByRole('listitem');
    await expect(tiles.nth(1)).toBeVisible();
    const [first, second] = [
      (await tiles.nth(0).boundingBox())!,
      (await tiles.nth(1).boundingBox())!,
    ];
    expect(second.y).toBe(first.y); // side by side
    expect(first.y).toBeLessThan(300); // near the top, not under an open filter panel
    await expect(page.getByRole('group', { name: 'Category' })).toBeHidden();

    const open = page.getByRole('button', { name: 'Filters', exact: true });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: 'Men', exact: true }).click();
    await expect(page).toHaveURL(/\?category=men$/);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men');
    await expect(page.getByText(/^\d+ Products?$/)).toBeVisible();
    await expectWithinWidth(page, 'listing');

    // An unknown category leaves the URL and the filters.
    await page.goto('/shop/listing?category=bogus,women');
    await expect(page).toHaveURL(/\/shop\/listing\?category=women$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
  });
});

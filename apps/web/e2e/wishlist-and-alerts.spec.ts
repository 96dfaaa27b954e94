import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, colourLabel } from '@attire/contract';
import { ADMIN, api, login, registerShopper, shopProducts, uniqueWord } from './support/api';
import { garmentWithSoldOutSize } from './support/stock';
import {
  cartButton,
  expectToast,
  productTile,
  sidewaysOverflow,
  signInWithToken,
} from './support/ui';

// Issue 28: the wishlist's hearts and page, "Notify me" for a sold-out size, the shopper's
// alerts and the admin's demand page, in Chromium against the real shop.

/** axe-core finds no serious or critical WCAG 2 A/AA violation in what is on screen. */
async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(blocking, `${where}: ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

/** The page at a phone's width: nothing scrolls sideways and axe is content; then back. */
async function expectFitsPhone(page: Page, where: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => sidewaysOverflow(page)).toBe(0);
  await expectAccessible(page, `${where} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function fromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a shopper hearts a product, finds it on the Wishlist page and adds it to the cart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'wishes');
  const keptIds = async () =>
    (await api(request, 'wishlist.list', { token: shopper.token })).wishlist.map(
      (entry) => entry.productId,
    );
  // One size and colour, in stock, on the listing's first screenful (cheapest first).
  const product = (await shopProducts(request, shopper.token))
    .slice(0, 8)
    .find((candidate) => candidate.variantId && candidate.totalStock >= 5);
  expect(product, 'a one-size product in stock among the cheapest').toBeDefined();
  const { title } = product!;
  const heart = productTile(page, title).getByRole('button', {
    name: `Save ${title} to your wishlist`,
  });

  await test.step('the heart on its tile, pressed from the keyboard, stays pressed', async () => {
    await signInWithToken(page, shopper.token, '/shop/listing');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.focus();
    await page.keyboard.press('Enter');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(keptIds).toEqual([product!.id]);
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // A thumb's size on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = (await heart.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const tile = productTile(page, title);
  const remove = tile.getByRole('button', { name: `Remove ${title} from your wishlist` });
  await test.step('the account menu leads to the Wishlist page, which lists it', async () => {
    await fromAccountMenu(page, 'Wishlist');
    await expect(page).toHaveURL(/\/shop\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page).toHaveTitle('Wishlist · Attire');
    await expect(remove).toBeVisible();
    await expect(page.getByText('1 product', { exact: true })).toBeVisible();
    await expectAccessible(page, 'wishlist at 1280 px');
    await expectFitsPhone(page, 'wishlist');
  });

  await test.step('Add to cart puts it in the cart; Remove empties the wishlist', async () => {
    await tile.getByRole('button', { name: /^Add to cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(cart.getByRole('listitem')).toHaveCount(1);
    await expect(cart.getByRole('listitem')).toContainText(title);
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

    await remove.click();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeFocused();
    await expectToast(page, MESSAGES.wishlistRemoved);
    await expect.poll(keptIds).toEqual([]);
  });
});

test("a shopper asks to hear when a sold-out size is back, sees We'll e-mail you, and hears", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shopper = await registerShopper(request, 'alerts');
  const { product, soldOut } = await garmentWithSoldOutSize(request, uniqueWord('Harbour'));
  const { title } = product;
  const cell = `${soldOut.size} · ${colourLabel(soldOut.colour!)}`;
  const label = `Size ${soldOut.size} · ${colourLabel(soldOut.colour!)}`;
  const main = page.getByRole('main');
  const soldOutSize = main
    .getByRole('group', { name: 'Size' })
    .getByRole('button', { name: `${soldOut.size}, Sold out` });
  const confirmed = main.getByRole('button', { name: "We'll e-mail you" });

  await test.step("Notify me on the sold-out size, then We'll e-mail you", async () => {
    await signInWithToken(page, shopper.token, `/shop/product/${product.id}`);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const heart = main.getByRole('button', { name: `Save ${title} to your wishlist` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await soldOutSize.click();
    await expect(soldOutSize).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('button', { name: 'Add to cart' })).toBeHidden();
    await main.getByRole('button', { name: 'Notify me' }).click();
    await expect(confirmed).toBeDisabled();
    await expect(confirmed).toBeFocused();
    await expect(main.getByText(/we will e-mail you once when it is back in stock/)).toBeVisible();
    await expectAccessible(page, 'product page, alert asked for');

    // The server keeps it: the page says so again after a reload.
    await page.reload();
    await soldOutSize.click();
    await expect(confirmed).toBeVisible();
  });

  const alerts = page.getByRole('region', { name: 'Back-in-stock alerts' });
  const row = alerts.getByRole('listitem').filter({ hasText: title });
  await test.step('the account lists the alert, waiting', async () => {
    await fromAccountMenu(page, 'Back-in-stock alerts');
    await expect(page).toHaveURL(/\/shop\/account\?tab=alerts$/);
    await expect(row).toContainText(label);
    await expect(row).toContainText('Waiting');
    await expectAccessible(page, 'account alerts at 1280 px');
    await expectFitsPhone(page, 'account alerts');
  });

  await test.step("the admin's demand page shows it, and its link restocks the size", async () => {
    const context = await browser.newContext({ baseURL });
    const admin = await context.newPage();
    await signInWithToken(admin, (await login(context.request, ADMIN)).token, '/admin/dashboard');
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Demand', exact: true })
      .click();
    await expect(admin).toHaveURL(/\/admin\/demand$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Demand' })).toBeVisible();
    const wished = admin.getByRole('table', { name: 'Most wished products' });
    await expect(wished.getByRole('row').filter({ hasText: title })).toContainText('1');
    const awaited = admin
      .getByRole('table', { name: 'Most awaited sizes and colours' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(awaited).toContainText(soldOut.size!);
    await expect(awaited).toContainText(colourLabel(soldOut.colour!));
    await expectAccessible(admin, 'demand at 1280 px');
    await expectFitsPhone(admin, 'demand');

    await awaited.getByRole('link', { name: `Restock ${title} (${cell})` }).click();
    const sheet = admin.getByRole('dialog', { name: 'Edit Product' });
    await expect(sheet.getByLabel(`Stock of ${cell}`)).toHaveValue('0');
    await sheet.getByLabel(`Stock of ${cell}`).fill('4');
    await sheet.getByRole('button', { name: 'Edit', exact: true }).click();
    await expectToast(admin, 'Product updated successfully');
    await context.close();
  });

  await test.step('the alert is sent, and the shopper can end it', async () => {
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('E-mail sent on', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await row.getByRole('button', { name: `End the alert for ${title}, ${label}` }).click();
    await expect(row).toBeHidden();
    await expectToast(page, MESSAGES.stockAlertEnded);
    await expect(alerts.getByText('You have no back-in-stock alerts.')).toBeVisible();
  });
});

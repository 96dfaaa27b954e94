import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LIMITS, type Product } from '@attire/contract';
import { ADMIN, api, apiUrlPattern, login, registerShopper, uniqueWord } from './support/api';
import { makePng } from './support/png';
import {
  dismissToasts,
  expectToast,
  loginThroughForm,
  sidewaysOverflow,
  signInWithToken,
} from './support/ui';

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label })).toHaveText(option);
}

/** Ticks a size or colour chip by its label, as a pointer does, and checks it took. */
async function tick(scope: Locator, label: string) {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
  await expect(scope.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
}

const png = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(480, 480, rgb, rgb.map((value) => Math.min(255, value + 60)) as typeof rgb),
});

/** The page (of the view's size) of the Low Stock view listing `sku`; 0 when none does. */
async function lowStockPageOf(request: APIRequestContext, sku: string): Promise<number> {
  const admin = await login(request, ADMIN);
  const limit = LIMITS.pageSizeDefault;
  for (let page = 1; ; page += 1) {
    const reply = await api(request, 'adminProducts.lowStock', {
      token: admin.token,
      query: { page, limit },
    });
    if (reply.variants.some((variant) => variant.sku === sku)) return page;
    if (page * limit >= reply.total) return 0;
  }
}

/** A size or colour choice of the shop's product page, a button or a radio as it may be. */
function choice(page: Page, name: RegExp): Locator {
  const main = page.getByRole('main');
  return main.getByRole('button', { name }).or(main.getByRole('radio', { name })).first();
}

test('the admin sells a hoodie in two sizes and two colours, and restocks the one sold out', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `${uniqueWord('Ridge')} Hoodie`;
  const sku = uniqueWord('HOOD-L-BLK').toUpperCase();
  let product: Product | undefined;

  await test.step('add it in the sheet: sizes, colours, a gallery and a stock per cell', async () => {
    await loginThroughForm(page, ADMIN.email, ADMIN.password);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add New Product' });

    await sheet.getByLabel('Upload Image').setInputFiles(png('front.png', [90, 90, 90]));
    await expect(sheet.getByText('Uploaded', { exact: true })).toBeVisible();
    await sheet.getByPlaceholder('Enter product title').fill(title);
    await sheet.getByPlaceholder('Enter product description').fill('A heavy zip hoodie.');
    await choose(page, sheet, 'Category', 'Men');
    await choose(page, sheet, 'Brand', 'Nike');
    await sheet.getByPlaceholder('Enter product price').fill('2499');
    await sheet.getByPlaceholder('Enter sale price (optional)').fill('0');

    await tick(sheet, 'M');
    await tick(sheet, 'L');
    await tick(sheet, 'Navy');
    await tick(sheet, 'Black');
    await expect(sheet.getByPlaceholder('Enter total stock')).toHaveCount(0);
    const stock = { 'M · Navy': '5', 'M · Black': '3', 'L · Navy': '12', 'L · Black': '0' };
    for (const [cell, value] of Object.entries(stock)) {
      await sheet.getByLabel(`Stock of ${cell}`).fill(value);
    }
    await sheet.getByRole('button', { name: 'SKU and price of each size and colour' }).click();
    const largeBlack = sheet.getByRole('group', { name: 'L · Black' });
    await largeBlack.getByLabel('SKU').fill(sku);
    await largeBlack.getByLabel('Price', { exact: true }).fill('2799');

    // One picture per colour, tagged, so that the shop shows each colour's own.
    const gallery = sheet.getByLabel('Add Gallery Image');
    await gallery.setInputFiles(png('navy.png', [31, 47, 87]));
    await expect(sheet.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();
    await gallery.setInputFiles(png('black.png', [20, 20, 24]));
    await expect(sheet.getByRole('img', { name: 'Gallery image 3' })).toBeVisible();
    await choose(page, sheet, 'Colour of image 2', 'Navy');
    await choose(page, sheet, 'Colour of image 3', 'Black');

    // On a phone the sheet stays within the window: the grid scrolls in its own box.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    const added = page.waitForResponse(
      (response) =>
        apiUrlPattern('adminProducts.add').test(response.url()) &&
        response.request().method() === 'POST',
    );
    await sheet.getByRole('button', { name: 'Add', exact: true }).click();
    product = ((await (await added).json()) as { product: Product }).product;
    await expectToast(page, 'Product added successfully');
    await expect(sheet).toBeHidden();
    await dismissToasts(page);

    expect(product.variants.find((variant) => variant.sku === sku)).toMatchObject({
      size: 'L',
      colour: 'black',
      price: 2799,
      totalStock: 0,
    });
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toContainText('Total Stock: 20');
    await expect(card).toContainText('2 sizes · 2 colours');
  });

  await test.step("a shopper sees the sizes and colours on the product's page", async () => {
    const shopper = await registerShopper(request, 'hoodie');
    const context = await browser.newContext({ baseURL });
    const shop = await context.newPage();
    await signInWithToken(shop, shopper.token, `/shop/product/${product!.id}`);
    await expect(shop.getByRole('heading', { name: title })).toBeVisible();
    for (const name of [/^M\b/, /^L\b/, /Navy/, /Black/]) {
      await expect(choice(shop, name)).toBeVisible();
    }
    // Black: its photo leads the gallery, and L, none left in black, is marked Sold out:
    // choosing it offers Notify me in place of Add to cart.
    await choice(shop, /Black/).click();
    const blackPhoto = product!.variants.find((variant) => variant.colour === 'black')!.image!;
    await expect(shop.locator(`main img[src="${blackPhoto}"]`).first()).toBeVisible();
    await expect(choice(shop, /^L\b/)).toHaveAccessibleName('L, Sold out');
    await choice(shop, /^L\b/).click();
    await expect(shop.getByRole('button', { name: 'Notify me' })).toBeVisible();
    await expect(shop.getByRole('button', { name: 'Add to cart' })).toBeHidden();
    await context.close();
  });

  await test.step('the sold-out size is in the Low Stock view, whose link restocks it', async () => {
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Low Stock' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Low Stock' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Running Low' })).toBeVisible();
    // The seed has sold-out sizes too: the API says on which page this one is, and the view
    // is paged there as an admin would, with Next.
    const listedOn = await lowStockPageOf(request, sku);
    expect(listedOn, `${sku} is in the Low Stock view`).toBeGreaterThan(0);
    for (let at = 1; at < listedOn; at += 1) {
      const next = page.waitForResponse(
        (response) =>
          apiUrlPattern('adminProducts.lowStock').test(response.url()) &&
          new URL(response.url()).searchParams.get('page') === String(at + 1),
      );
      await page.getByRole('link', { name: 'Next' }).click();
      await next;
    }
    const row = page.getByRole('row').filter({ hasText: sku });
    await expect(row).toContainText(title);
    await expect(row).toContainText('Black');
    await expect(row).toContainText('Sold out');

    await row.getByRole('link', { name: /^Edit / }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(sheet.getByPlaceholder('Enter product title')).toHaveValue(title);
    await expect(sheet.getByLabel('Stock of L · Black')).toHaveValue('0');
    await sheet.getByLabel('Stock of L · Black').fill('25');
    await sheet.getByRole('button', { name: 'Edit', exact: true }).click();
    await expectToast(page, 'Product updated successfully');
    await expect(sheet).toBeHidden();

    expect(await lowStockPageOf(request, sku)).toBe(0);
  });
});

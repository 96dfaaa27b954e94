import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  addAddress,
  addToCart,
  api,
  createProduct,
  login,
  registerShopper,
  uniqueWord,
} from './support/api';
import { payOnSandbox } from './support/orders';
import { makePng } from './support/png';
import { dismissToasts, expectToast, loginThroughForm, signInWithToken } from './support/ui';

/** Drops a file on a drop zone, as dragging it from the desktop does. */
async function dropFile(page: Page, zone: Locator, name: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ fileName, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], fileName, { type: 'image/png' }));
      return transfer;
    },
    { fileName: name, data: [...bytes] },
  );
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label })).toHaveText(option);
}

test('the whole admin journey: slider, products, and an order to its delivery', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const adminMenu = page.getByRole('navigation', { name: 'Admin' });

  await test.step('sign in as the admin', async () => {
    await loginThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Admin Panel').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  await test.step('upload a slider image with a link, add it, follow it, delete it', async () => {
    const admin = await login(request, ADMIN);
    const before = (await api(request, 'slider.list', { token: admin.token })).sliderImages;
    const list = page
      .getByRole('heading', { name: 'Slider Images', exact: true })
      .locator('xpath=..');
    await expect(list.getByRole('img')).toHaveCount(before.length);
    const add = page.getByRole('button', { name: 'Add Slider Image' });
    await expect(add).toBeDisabled();

    const banner = makePng(1600, 520, [20, 40, 110], [220, 90, 60]);
    await page.getByLabel('Upload Image').setInputFiles({
      name: 'e2e-banner.png',
      mimeType: 'image/png',
      buffer: banner,
    });
    await expect(page.getByText('e2e-banner.png')).toBeVisible();
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    // No seeded slide leads here, so the home page's way there can only be this slide's.
    const link = '/shop/listing?category=kids';
    const linkField = page.getByRole('textbox', { name: 'Link (optional)' });
    await linkField.fill('https://elsewhere.example/kids');
    await add.click();
    // Shown under the field (as well as in the toast), and the field takes focus.
    await expect(linkField).toHaveAccessibleDescription(
      'Link must be a page of the shop, starting with /shop/',
    );
    await expect(linkField).toBeFocused();
    await dismissToasts(page);
    await linkField.fill(link);
    await add.click();
    await expectToast(page, 'Slider image added successfully');

    const added = list.getByRole('img', { name: `Slider image ${before.length + 1}` });
    await expect(added).toHaveAttribute('src', /\/uploads\/[^/]+$/);
    await expect
      .poll(() => added.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const after = (await api(request, 'slider.list', { token: admin.token })).sliderImages;
    expect(after).toContainEqual(
      expect.objectContaining({ sliderImage: await added.getAttribute('src'), link }),
    );
    await expect(list.getByRole('listitem').last()).toContainText(`Links to ${link}`);
    await expect(add).toBeDisabled();
    await expect(page.getByLabel('Upload Image')).toBeFocused();
    await dismissToasts(page);

    // A shopper's home page: the new (last) slide leads to the page it names.
    const visitor = await registerShopper(request, 'slides');
    const visitorContext = await browser.newContext({ baseURL });
    const home = await visitorContext.newPage();
    await signInWithToken(home, visitor.token, '/shop/home');
    const slider = home.getByRole('region', { name: 'Featured collections' });
    await slider.getByRole('button', { name: 'Pause slideshow' }).click();
    // From the first slide, Previous wraps around to the last.
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await slider.locator(`a[href="${link}"]`).click();
    await home.waitForURL(
      (url) => url.pathname === '/shop/listing' && url.searchParams.get('category') === 'kids',
    );
    await visitorContext.close();

    // The shop's slider keeps its seeded look for the other specs and the screenshots.
    await list.getByRole('button', { name: `Delete Slider image ${before.length + 1}` }).click();
    await expectToast(page, 'Slider image deleted successfully.');
    await expect(list.getByRole('img')).toHaveCount(before.length);
    await dismissToasts(page);
  });

  const title = `${uniqueWord('Aurora')} Denim Jacket`;
  const renamed = `${title} (Edited)`;

  await test.step('add a product with its image in the Add New Product sheet', async () => {
    await adminMenu.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add New Product' });
    const submit = sheet.getByRole('button', { name: 'Add', exact: true });
    await expect(submit).toBeDisabled();

    await dropFile(
      page,
      sheet.getByTestId('product-image-zone'),
      'jacket.png',
      makePng(600, 600, [30, 60, 120], [120, 170, 220]),
    );
    await expect(sheet.getByText('jacket.png')).toBeVisible();
    await expect(sheet.getByText('Uploaded', { exact: true })).toBeVisible();
    await sheet.getByPlaceholder('Enter product title').fill(title);
    await sheet.getByPlaceholder('Enter product description').fill('A washed denim jacket.');
    await choose(page, sheet, 'Category', 'Women');
    await choose(page, sheet, 'Brand', "Levi's");
    await sheet.getByPlaceholder('Enter product price').fill('9499');
    await sheet.getByPlaceholder('Enter total stock').fill('12');
    await expect(submit).toBeDisabled();
    await sheet.getByPlaceholder('Enter sale price (optional)').fill('8999');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectToast(page, 'Product added successfully');
    await expect(sheet).toBeHidden();

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toContainText('₹9,499.00');
    await expect(card).toContainText('₹8,999.00');
    const image = card.getByRole('img', { name: title });
    await expect(image).toHaveAttribute('src', /\/uploads\/[^/]+$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await dismissToasts(page);
  });

  await test.step('edit it: the image cannot change, the rest can', async () => {
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(sheet.getByLabel('Upload Image')).toBeDisabled();
    await expect(sheet.getByText('Image cannot be changed')).toBeVisible();
    await expect(sheet.getByPlaceholder('Enter product title')).toHaveValue(title);
    await expect(sheet.getByRole('combobox', { name: 'Brand' })).toHaveText("Levi's");
    await sheet.getByPlaceholder('Enter product title').fill(renamed);
    await sheet.getByPlaceholder('Enter product price').fill('9299');
    await sheet.getByRole('button', { name: 'Edit', exact: true }).click();
    await expectToast(page, 'Product updated successfully');
    await expect(sheet).toBeHidden();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: renamed, exact: true }) });
    await expect(card).toContainText('₹9,299.00');
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    await dismissToasts(page);
  });

  await test.step('delete it', async () => {
    const deleteButton = page.getByRole('button', { name: `Delete ${renamed}`, exact: true });
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete product' }).click();
    await expectToast(page, 'Product deleted successfully.');
    await expect(page.getByRole('heading', { name: renamed, exact: true })).toHaveCount(0);
    await dismissToasts(page);
  });

  // A shopper, in a browser of their own, buys something through the sandbox.
  const shopper = await registerShopper(request, 'buyer');
  const product = await createProduct(request, { title: `${uniqueWord('Orbit')} Trail Shoes` });
  await addAddress(request, shopper);
  await addToCart(request, shopper, product.id, 1);
  const shopperContext = await browser.newContext({ baseURL });
  const shopperPage = await shopperContext.newPage();
  let orderId = '';

  await test.step('a shopper places an order and approves it on the sandbox page', async () => {
    await signInWithToken(shopperPage, shopper.token, '/shop/checkout');
    // The shopper's only address is chosen already.
    await expect(shopperPage.getByRole('radio', { name: /^Delivering here/ })).toBeChecked();
    orderId = await payOnSandbox(shopperPage);
  });

  await test.step('the admin sees it in All Orders and changes its status', async () => {
    await adminMenu.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: orderId });
    await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(row).toContainText('₹9,999.00');

    await row.getByRole('button', { name: `View Details of order ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog.getByText(product.title, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Address: 12 MG Road, Indiranagar')).toBeVisible();
    const status = dialog
      .locator('dt', { hasText: 'Order Status' })
      .locator('xpath=following-sibling::dd');
    // A confirmed order is processed before it ships (order-lifecycle.spec.ts checks each step).
    for (const next of ['In process', 'In shipping']) {
      await choose(page, dialog, 'Order Status', next);
      await dialog.getByRole('button', { name: 'Update Order Status' }).click();
      await expectToast(page, 'Order status updated successfully!');
      await expect(status).toHaveText(next);
      await dismissToasts(page);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row.getByText('In shipping', { exact: true })).toBeVisible();
  });

  await test.step('the shopper sees the new status in Account', async () => {
    await shopperPage.goto('/shop/account');
    const row = shopperPage.getByRole('row').filter({ hasText: orderId });
    await expect(row.getByText('In shipping', { exact: true })).toBeVisible();
  });
  await shopperContext.close();
});

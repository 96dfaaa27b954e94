import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  addToCart,
  createProduct,
  registerShopper,
  uniqueEmail,
  uniqueWord,
} from './support/api';
import { dismissToasts, expectToast, loginThroughForm, signInWithToken } from './support/ui';

async function register(
  page: Page,
  fields: { name: string; email: string; password: string; confirmation: string },
) {
  await page.getByPlaceholder('Enter your name...').fill(fields.name);
  await page.getByPlaceholder('Enter your email...').fill(fields.email);
  await page.getByPlaceholder('Enter your password...', { exact: true }).fill(fields.password);
  await page.getByPlaceholder('Enter your password again...').fill(fields.confirmation);
  await page.getByRole('button', { name: 'Create an account' }).click();
}

test.describe('validation toasts', () => {
  test("register shows 'Validation Error' with the first field error", async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    const good = { name: 'Val Idation', email: uniqueEmail('valid'), password: 'Sturdy@123' };

    await register(page, { ...good, email: 'not-an-email', confirmation: good.password });
    const badEmail = await expectToast(page, 'Validation Error', 'Enter a valid email address');
    // Failures are announced assertively and drawn in the destructive style.
    await expect(badEmail).toHaveAttribute('role', 'alert');
    await dismissToasts(page);

    await register(page, { ...good, password: 'short', confirmation: 'short' });
    await expectToast(page, 'Validation Error', 'Password must be at least 8 characters');
    await dismissToasts(page);

    await register(page, { ...good, confirmation: 'Different@123' });
    await expectToast(page, 'Validation Error', 'Passwords do not match');
    await expect(page).toHaveURL(/\/auth\/register$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test("login with a wrong password shows the server's message", async ({ page }) => {
    await loginThroughForm(page, ADMIN.email, 'Not-the-password-1');
    const toast = await expectToast(page, 'Incorrect email or password.');
    await expect(toast).toHaveAttribute('role', 'alert');
    await expect(page).toHaveURL(/\/auth\/login$/);

    // The same form then signs in with the right password.
    await dismissToasts(page);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("checkout without an address says 'Please select an address to proceed!'", async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, 'noaddress');
    await signInWithToken(page, shopper.token, '/shop/checkout');
    const pay = page.getByRole('button', { name: 'Checkout with PayPal' });

    // First with nothing in the cart.
    await expect(page.getByText('Nothing in your cart!')).toBeVisible();
    await pay.click();
    await expectToast(page, 'Cart is empty!');
    await dismissToasts(page);

    const product = await createProduct(request, { title: `Checkout Tee ${uniqueWord('ck')}` });
    await addToCart(request, shopper, product.id);
    await page.reload();
    await expect(page.getByText(product.title)).toBeVisible();
    await expect(page.getByText('No address found!')).toBeVisible();
    await pay.click();
    await expectToast(page, 'Please select an address to proceed!');
    await expect(page).toHaveURL(/\/shop\/checkout$/);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiUrlPattern, login, registerShopper } from './support/api';
import { expectToast, logout, signInWithToken } from './support/ui';

const NOT_FOUND = 'Page does not exist!';

async function expectLandsOn(page: Page, from: string, to: string) {
  await page.goto(from);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}

/** Sign-in that returns to `path` afterwards (issue 25). */
const loginFor = (path: string) => `/auth/login?returnTo=${encodeURIComponent(path)}`;

test.describe('route guard', () => {
  test('an anonymous visitor is sent to login from every page but login and register', async ({
    page,
  }) => {
    for (const path of ['/shop/home', '/admin/dashboard', '/', '/shop/checkout']) {
      await expectLandsOn(page, path, path === '/' ? '/auth/login' : loginFor(path));
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    }
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test('a full-screen skeleton shows while the stored login is checked', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, 'skeleton');
    await signInWithToken(page, shopper.token, '/shop/home');
    // Hold the check on the next load until the skeleton has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(apiUrlPattern('auth.checkAuth'), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop/listing');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Products' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });

  test('a shopper is kept out of the admin area and away from login', async ({ page, request }) => {
    const shopper = await registerShopper(request, 'guard');
    await signInWithToken(page, shopper.token, '/shop/home');
    await expect(page).toHaveURL(/\/shop\/home$/);

    for (const path of ['/admin/dashboard', '/admin/products', '/admin/orders', '/admin']) {
      await expectLandsOn(page, path, '/shop/home');
    }
    await expectLandsOn(page, '/auth/login', '/shop/home');
    await expectLandsOn(page, '/auth/register', '/shop/home');
    await expectLandsOn(page, '/', '/shop/home');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
  });

  test('an admin is kept out of the shop and away from login', async ({ page, request }) => {
    const admin = await login(request, ADMIN);
    await signInWithToken(page, admin.token, '/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    for (const path of ['/shop/home', '/shop/listing', '/shop/checkout', '/shop/account']) {
      await expectLandsOn(page, path, '/admin/dashboard');
    }
    await expectLandsOn(page, '/auth/login', '/admin/dashboard');
    await expectLandsOn(page, '/', '/admin/dashboard');

    await page.goto('/adminx');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  });

  test('logout says so, returns to login and clears local storage', async ({ page, request }) => {
    const shopper = await registerShopper(request, 'logout');
    await signInWithToken(page, shopper.token, '/shop/home');
    await page.evaluate(() => localStorage.setItem('left-behind', 'yes'));

    await logout(page);
    await expectToast(page, 'Logged out successfully!');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The old token is gone from the browser: the shop is closed again.
    await expectLandsOn(page, '/shop/home', loginFor('/shop/home'));

    const admin = await login(request, ADMIN);
    await signInWithToken(page, admin.token, '/admin/dashboard');
    await logout(page);
    await expectToast(page, 'Logged out successfully!');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expectLandsOn(page, '/admin/dashboard', loginFor('/admin/dashboard'));
  });
});

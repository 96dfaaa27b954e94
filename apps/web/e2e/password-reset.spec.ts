import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, registerShopper } from './support/api';
import { openMailFromMessagesPage, openMessagesAsAdmin } from './support/mail';
import { dismissToasts, expectToast, loginThroughForm, logout } from './support/ui';

/**
 * Issue 11 in the browser, on a server with no SMTP_URL: the e-mails are kept, and the links a
 * shopper would get by e-mail are read from the back office's Messages page.
 */

const NEW_PASSWORD = 'Harbour@Lights24';

/** The page's own live message (a paragraph), not a toast. */
const pageStatus = (page: Page) => page.getByRole('status').and(page.locator('p'));

/** The address of the link in an open e-mail, checked to lead to this shop's `page`. */
async function linkOf(dialog: Locator, name: string, page: string, baseURL: string | undefined) {
  const href = (await dialog.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '';
  expect(href.startsWith(`${baseURL}${page}?token=`)).toBe(true);
  return href;
}

test('a shopper resets a forgotten password with the link from the Messages page', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shopper = await registerShopper(request, 'forgetful');
  const adminPage = await openMessagesAsAdmin(browser, baseURL);
  let link = '';

  await test.step('signed out, the shopper asks for a reset link', async () => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot your password? · Attire');
    await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(pageStatus(page)).toHaveText(
      'If an account exists for this e-mail address, we have sent it a link to reset the password. The link works for 60 minutes.',
    );
  });

  await test.step('the admin finds the e-mail on the Messages page', async () => {
    const dialog = await openMailFromMessagesPage(
      adminPage,
      shopper.email,
      'Reset your Attire password',
    );
    await expect(dialog).toContainText(shopper.email);
    await expect(dialog).toContainText('Password reset');
    // The e-mail itself, as the shopper would see it, in its sandboxed frame.
    const preview = dialog.getByTitle('E-mail: Reset your Attire password').contentFrame();
    await expect(preview.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
    link = await linkOf(dialog, 'Choose a new password', '/auth/reset-password', baseURL);
    await adminPage.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the link opens the reset page, and a new password is set', async () => {
    await page.goto(link);
    await expect(page).toHaveTitle('Reset your password · Attire');
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, 'Your password has been reset. Please sign in with your new password.');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await dismissToasts(page);
    // Every session of the account has ended: the one registration started too.
    await expect(api(request, 'auth.checkAuth', { token: shopper.token })).rejects.toThrow(
      /answered 401/,
    );
  });

  await test.step('the old password fails, the new one signs in', async () => {
    await loginThroughForm(page, shopper.email, shopper.password);
    await expectToast(page, 'Incorrect email or password.');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await dismissToasts(page);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await logout(page);
  });

  await test.step('the link works once: opened again, it says so', async () => {
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('Another@Pass55');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Another@Pass55');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Ask for a new link' });
    await expect(refusal).toContainText(
      'This password reset link has already been used. Please ask for a new one.',
    );
    await refusal.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });

  await test.step('the shopper is told by e-mail that the password was reset', async () => {
    const dialog = await openMailFromMessagesPage(
      adminPage,
      shopper.email,
      'Your Attire password has been changed',
    );
    await expect(dialog).toContainText('Password changed');
    await expect(dialog).toContainText('was reset with a link sent here');
  });
  await adminPage.context().close();
});

test("a new shopper's verification e-mail, read on the Messages page, verifies the account", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'newcomer');
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.evaluate((token) => localStorage.setItem('token', token), shopper.token);
  const emailSection = page.getByRole('region', { name: 'E-mail', exact: true });
  let link = '';

  await test.step('at first the Profile tab says the address is not verified', async () => {
    await page.goto('/shop/account?tab=profile');
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(emailSection).toContainText(shopper.email);
    await expect(emailSection.getByText('Not verified', { exact: true })).toBeVisible();
  });

  await test.step('the admin finds the verification e-mail on the Messages page', async () => {
    const adminPage = await openMessagesAsAdmin(browser, baseURL);
    const dialog = await openMailFromMessagesPage(
      adminPage,
      shopper.email,
      'Verify your e-mail address for Attire',
    );
    await expect(dialog).toContainText('E-mail verification');
    const preview = dialog.getByTitle('E-mail: Verify your e-mail address for Attire');
    await expect(
      preview.contentFrame().getByRole('heading', { name: 'Welcome to Attire, Newcomer Tester' }),
    ).toBeVisible();
    link = await linkOf(dialog, 'Verify my e-mail address', '/auth/verify-email', baseURL);
    await adminPage.context().close();
  });

  await test.step('the link verifies the address, and the Profile tab shows it', async () => {
    await page.goto(link);
    await expect(pageStatus(page)).toHaveText('Your e-mail address is verified.');
    // Done, the page no longer asks to verify.
    await expect(page).toHaveTitle('E-mail verified · Attire');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail verified');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page).toHaveURL(/\/shop\/account\?tab=profile$/);
    await expect(emailSection.getByText('Verified', { exact: true })).toBeVisible();
    await expect(emailSection.getByRole('button')).toHaveCount(0);
    // The server keeps it: a fresh load says so too.
    await page.reload();
    await expect(emailSection.getByText('Verified', { exact: true })).toBeVisible();
    const { user } = await api(request, 'auth.checkAuth', { token: shopper.token });
    expect(user.emailVerified).toBe(true);
  });

  await test.step('the link works once', async () => {
    await page.goto(link);
    await expect(pageStatus(page)).toHaveText('This verification link has already been used.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification link not valid');
  });
});

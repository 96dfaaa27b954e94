import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login, registerShopper } from './support/api';
import { signInWithToken } from './support/ui';

/** Records every Content-Security-Policy violation the page reports, from its first script. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return violations;
}

// The pages whose forms validate with zod: it must not try eval, which the policy forbids.
test('pages with forms run within the Content-Security-Policy', async ({ page, request }) => {
  const violations = await recordViolations(page);
  await page.goto('/auth/login');
  await page.getByPlaceholder('Enter your email...').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.goto('/auth/register');
  await expect(page.getByPlaceholder('Enter your name...')).toBeVisible();

  const shopper = await registerShopper(request, 'policy');
  await signInWithToken(page, shopper.token, '/shop/account');
  await page.getByRole('tab', { name: 'Address' }).click();
  await expect(page.getByPlaceholder('Enter your address')).toBeVisible();

  const admin = await login(request, ADMIN);
  await signInWithToken(page, admin.token, '/admin/products');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  await expect(page.getByPlaceholder('Enter product title')).toBeVisible();
  expect(violations).toEqual([]);
});

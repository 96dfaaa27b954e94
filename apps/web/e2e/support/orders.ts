import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, type Session } from './api';
import { dismissToasts, expectToast } from './ui';

/** The value of a fact of the order ("Order Status", "Payment Status") in a Details dialog. */
export function fact(dialog: Locator, term: string): Locator {
  return dialog
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd');
}

/** What the shop holds of the product, in all and in its one size and colour. */
export async function stockOf(request: APIRequestContext, session: Session, productId: string) {
  const { product } = await api(request, 'shopProducts.details', {
    params: { id: productId },
    token: session.token,
  });
  return { total: product.totalStock, variant: product.variants[0]!.totalStock };
}

/** The order number the shop shows: the first 8 characters of the id, upper-cased. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/**
 * Checks that the status form offers exactly `offered`, then moves the order to `next` with
 * an optional note and waits until the dialog shows the new status.
 */
export async function moveOrder(
  page: Page,
  dialog: Locator,
  offered: string[],
  next: string,
  note?: string,
) {
  const status = dialog.getByRole('combobox', { name: 'Order Status' });
  const update = dialog.getByRole('button', { name: 'Update Order Status' });
  await expect(status).toHaveText('Choose the next status');
  await expect(update).toBeDisabled();
  await status.click();
  await expect(page.getByRole('option')).toHaveText(offered);
  await page.getByRole('option', { name: next, exact: true }).click();
  await expect(status).toHaveText(next);
  if (note !== undefined) await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
  await update.click();
  await expectToast(page, 'Order status updated successfully!');
  await expect(fact(dialog, 'Order Status')).toHaveText(next);
  await dismissToasts(page);
}

/**
 * From the checkout page: pays with PayPal on the sandbox's approval page and waits for Payment
 * Successful!. Returns the order's id, which checkout keeps in session storage meanwhile.
 */
export async function payOnSandbox(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Checkout with PayPal' }).click();
  await page.waitForURL(/\/paypal-sandbox\/checkoutnow\?token=/);
  const orderId = (await page.evaluate(() => sessionStorage.getItem('currentOrderId'))) ?? '';
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  return orderId;
}

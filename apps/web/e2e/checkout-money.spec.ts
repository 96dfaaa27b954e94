import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  ADDRESS,
  ADMIN,
  addToCart,
  api,
  createProduct,
  login,
  registerShopper,
  uniqueWord,
} from './support/api';
import { payOnSandbox } from './support/orders';
import { signInWithToken } from './support/ui';

// Issue 23 in the browser: a shopper applies a code, sees the saving and then free delivery
// appear as the cart grows, pays on the sandbox and finds the same figures on the success page
// and in the order, and downloads its tax invoice. The shop charges ₹99 for delivery in Maharashtra, free from ₹2,500 (after
// the discount), and is registered for GST; both are set back when the test ends, since the
// other specs expect the new shop's money (no shipping, no GST).
const MUMBAI = { ...ADDRESS, city: 'Mumbai', pincode: '400001', notes: '' };

async function setMoneySettings(request: APIRequestContext, registered: boolean) {
  const admin = await login(request, ADMIN);
  await api(request, 'adminSettings.updateShipping', {
    token: admin.token,
    body: registered
      ? {
          flatRate: 0,
          freeFrom: null,
          zones: [{ name: 'West', states: ['27'], rate: 99, freeFrom: 2500 }],
        }
      : { flatRate: 0, freeFrom: null, zones: [] },
  });
  await api(request, 'adminSettings.updateStore', {
    token: admin.token,
    body: {
      legalName: 'Attire Retail Pvt Ltd',
      address: '1 MG Road, Bengaluru 560001',
      state: '29',
      gstin: registered ? '29AAACA1234B1ZE' : null,
      invoicePrefix: 'ATR',
    },
  });
  return admin;
}

/** The amount in a money summary's row that a term names exactly, e.g. "Shipping". */
const figure = (scope: Locator, term: string) =>
  scope
    .locator('div')
    .filter({ has: scope.page().locator('dt').getByText(term, { exact: true }) })
    .locator('dd');

test('a code and free delivery at checkout, and the same figures in the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await setMoneySettings(request, true);
  try {
    const code = uniqueWord('TENOFF').toUpperCase();
    await api(request, 'adminPromotions.add', {
      token: admin.token,
      body: {
        code,
        description: 'Ten off',
        kind: 'percentage',
        value: 10,
        minSubtotal: 0,
        categories: [],
        brands: [],
        startsAt: '2025-01-01T00:00:00.000Z',
        endsAt: null,
        usageLimit: null,
        perCustomerLimit: 1,
        active: true,
      },
    });
    const product = await createProduct(request, {
      title: `${uniqueWord('Monsoon')} Overshirt`,
      price: 1000,
    });
    const shopper = await registerShopper(request, 'codes');
    await api(request, 'addresses.add', {
      token: shopper.token,
      body: { ...MUMBAI, userId: shopper.user.id },
    });
    await addToCart(request, shopper, product.id, 2);

    await signInWithToken(page, shopper.token, '/shop/checkout');
    const summary = page.locator('dl').filter({ hasText: 'Subtotal' });
    await test.step('delivery is charged below the threshold', async () => {
      await expect(figure(summary, 'Subtotal')).toHaveText('₹2,000.00');
      await expect(figure(summary, 'Shipping')).toHaveText('₹99.00');
      await expect(page.getByText('Add ₹500.00 more for free delivery')).toBeVisible();
    });

    await test.step('the code takes 10% off', async () => {
      await page.getByLabel('Promotion code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
      await expect(figure(summary, `Code ${code}`)).toHaveText('−₹200.00');
      await expect(figure(summary, 'Total')).toHaveText('₹1,899.00');
      await expect(page.getByText('Add ₹700.00 more for free delivery')).toBeVisible();
    });

    await test.step('a third piece brings free delivery', async () => {
      await page.getByRole('button', { name: /^Increase quantity of/ }).click();
      await expect(figure(summary, 'Shipping')).toHaveText('Free');
      await expect(figure(summary, `Code ${code}`)).toHaveText('−₹300.00');
      await expect(figure(summary, 'Total')).toHaveText('₹2,700.00');
      // 2,700 at 5% in another state: IGST 2,700 × 5 / 105 = 128.57.
      await expect(page.getByText('Includes GST ₹128.57')).toBeVisible();
      await expect(page.getByText(/more for free delivery/)).toHaveCount(0);
    });

    await test.step('the sandbox charges the total, and the order shows the same figures', async () => {
      await payOnSandbox(page);
      const paid = page.locator('dl').filter({ hasText: 'Subtotal' });
      await expect(figure(paid, 'Subtotal')).toHaveText('₹3,000.00');
      await expect(figure(paid, `Code ${code}`)).toHaveText('−₹300.00');
      await expect(figure(paid, 'Shipping')).toHaveText('Free');
      await expect(figure(paid, 'Total')).toHaveText('₹2,700.00');
      await expect(page.getByText('Includes GST ₹128.57')).toBeVisible();
    });

    await test.step('the registered shop invoiced it: the tax invoice downloads', async () => {
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: /Download invoice/ }).click();
      const download = await saved;
      expect(download.suggestedFilename()).toMatch(/^ATR-\d\d-\d\d-\d{6}\.pdf$/);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });
  } finally {
    await setMoneySettings(request, false);
  }
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  api,
  createProduct,
  deliverOrder,
  login,
  placePaidOrder,
  registerShopper,
  uniqueWord,
} from './support/api';
import { VIEWPORT_HEIGHT, WIDTHS } from './support/main-pages';
import { sidewaysOverflow, signInWithToken } from './support/ui';

// Issue 25, item 15: the shop's footer with its contact, shipping, returns and privacy pages,
// made from the store settings; and the return dialog's reasons and return address.

const SUPPORT_EMAIL = 'help@attire.example.in';
const SUPPORT_PHONE = '080 4123 4567';
const RETURN_ADDRESS = ['Attire Returns', 'Dock 4, Peenya Industrial Area', 'Bengaluru 560058'];

// The store as the checkout-money spec leaves it (not registered for GST), so that whichever
// runs first, the other specs meet the same shop; the contact fields are this spec's own.
const STORE = {
  legalName: 'Attire Retail Pvt Ltd',
  address: '1 MG Road, Bengaluru 560001',
  state: '29',
  gstin: null,
  invoicePrefix: 'ATR',
} as const;

test.beforeAll(async ({ request }) => {
  const admin = await login(request, ADMIN);
  await api(request, 'adminSettings.updateStore', {
    token: admin.token,
    body: {
      ...STORE,
      supportEmail: SUPPORT_EMAIL,
      supportPhone: SUPPORT_PHONE,
      returnAddress: RETURN_ADDRESS.join('\n'),
    },
  });
});

test.afterAll(async ({ request }) => {
  const admin = await login(request, ADMIN);
  await api(request, 'adminSettings.updateStore', { token: admin.token, body: STORE });
});

/** No serious or critical axe finding (WCAG 2 A and AA) in the page, or in `scope` of it. */
async function expectNoSeriousAxeFinding(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  // A check that ran no rule would pass whatever the page: make sure it looked.
  expect(results.passes.length).toBeGreaterThan(3);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
  expect(serious).toEqual([]);
}

const PAGES = [
  { link: 'Contact', path: '/shop/contact', heading: 'Contact us', shows: SUPPORT_PHONE },
  {
    link: 'Shipping',
    path: '/shop/shipping-policy',
    heading: 'Shipping policy',
    shows: 'Delivery is free on every order, anywhere in India.',
  },
  {
    link: 'Returns',
    path: '/shop/returns-policy',
    heading: 'Returns policy',
    shows: RETURN_ADDRESS[1]!,
  },
  { link: 'Privacy', path: '/shop/privacy', heading: 'Privacy', shows: 'What we keep and why' },
] as const;

for (const width of WIDTHS) {
  test(`the home page's footer leads to the shop's pages at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT[width] });
    const shopper = await registerShopper(request, 'footer');
    await signInWithToken(page, shopper.token, '/shop/home');

    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: 'Shop information' });
    await footer.scrollIntoViewIfNeeded();
    await expect(nav.getByRole('link')).toHaveText(['Contact', 'Shipping', 'Returns', 'Privacy']);
    // Its e-mail and phone come when the visitor scrolls to it.
    await expect(footer.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await expect(footer.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
      'href',
      'tel:08041234567',
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoSeriousAxeFinding(page, 'footer');

    for (const info of PAGES) {
      await test.step(`${info.link} opens ${info.path}`, async () => {
        await nav.getByRole('link', { name: info.link }).click();
        await expect(page).toHaveURL(info.path);
        await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible();
        await expect(page).toHaveTitle(`${info.heading} · Attire`);
        await expect(page.getByRole('main')).toContainText(info.shows);
        expect(await sidewaysOverflow(page)).toBe(0);
        await expectNoSeriousAxeFinding(page);
      });
    }
  });
}

test('the return dialog offers the reasons and says where to send the items', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: VIEWPORT_HEIGHT[390] });
  const shopper = await registerShopper(request, 'reasons');
  const product = await createProduct(request, {
    title: `${uniqueWord('Harbour')} Linen Shirt`,
    totalStock: 20,
  });
  const orderId = await placePaidOrder(request, shopper, product, 1);
  await deliverOrder(request, orderId);

  await signInWithToken(page, shopper.token, '/shop/account');
  await page.getByRole('button', { name: `View Details of order ${orderId}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Request a return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a return' });

  const reasons = dialog.getByRole('group', { name: 'Reason for the return' });
  await expect(reasons.getByRole('radio')).toHaveCount(6);
  for (const reason of [
    'Size too small',
    'Size too large',
    'Not as pictured',
    'Damaged or faulty',
    'Changed my mind',
    'Other',
  ]) {
    await expect(reasons.getByRole('radio', { name: reason, exact: true })).not.toBeChecked();
  }
  await expect(dialog.getByText('Send the items to')).toBeVisible();
  await expect(dialog.locator('address')).toHaveText(RETURN_ADDRESS.join('\n'));

  // "Other" asks for the shopper's words, and refuses to go without them.
  await dialog.getByRole('spinbutton', { name: `Quantity of ${product.title}` }).fill('1');
  await reasons.getByRole('radio', { name: 'Other' }).check();
  const other = dialog.getByRole('textbox', { name: 'Tell us more' });
  await expect(other).toBeVisible();
  await dialog.getByRole('button', { name: 'Send return request' }).click();
  await expect(dialog.getByText('Tell us why you are returning the items')).toBeVisible();
  await expect(other).toBeFocused();
  await expectNoSeriousAxeFinding(page, '[role=dialog]');

  await reasons.getByRole('radio', { name: 'Size too large' }).check();
  await expect(other).toBeHidden();
  await dialog.getByRole('button', { name: 'Send return request' }).click();
  await expect(dialog).toBeHidden();
  const returns = details.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('Reason: Size too large');
  // The order keeps saying where the items go.
  await expect(details.getByText('Send the items to')).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addAddress,
  addToCart,
  createProduct,
  registerShopper,
  uniqueWord,
  type Session,
} from './support/api';
import { chunkUrlOf } from './support/chunks';
import { orderNumber } from './support/orders';
import { signInWithToken } from './support/ui';

// Coming back from PayPal (issue 25, items 4, 5 and 13): Cancel keeps the cart and says so, and
// the order never paid is not left "Pending"; the success page shows only a paid order of the
// shopper's; the return page says, from its first paint, that the payment is being confirmed.

const CANCELLED = 'Payment cancelled, your cart is kept';
const CONFIRMING = "Confirming your payment, please don't close this page";
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** A shopper with an address and one product in the cart, on the checkout page. */
async function atCheckout(page: Page, request: Parameters<typeof registerShopper>[0]) {
  const shopper: Session = await registerShopper(request, 'returner');
  const product = await createProduct(request, { title: uniqueWord('Cap'), price: 699 });
  await addAddress(request, shopper);
  await addToCart(request, shopper, product.id, 1);
  await signInWithToken(page, shopper.token, '/shop/checkout');
  return { shopper, product };
}

/** Presses the PayPal button and waits for the sandbox's page; returns the order's id. */
async function toPaypal(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Checkout with PayPal' }).click();
  await page.waitForURL(/\/paypal-sandbox\/checkoutnow\?token=/);
  const orderId = await page.evaluate(() => sessionStorage.getItem('currentOrderId'));
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  return orderId!;
}

/** A request the test lets through only when it says so. */
async function holdBack(page: Page, url: RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function expectNoSeriousAxeFinding(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
  expect(serious, what).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Cancel on PayPal keeps the cart, says so, and leaves no pending order', async ({
      page,
      request,
    }) => {
      const { product } = await atCheckout(page, request);
      const orderId = await toPaypal(page);
      await page.getByRole('button', { name: 'Cancel' }).click();

      // Back at the checkout, told what happened, the cart as it was.
      await page.waitForURL(/\/shop\/checkout$/);
      const notice = page.getByRole('status').filter({ hasText: CANCELLED });
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport();
      await expect(page.getByRole('region', { name: 'Your cart' })).toContainText(product.title);
      await expect(page.getByRole('button', { name: 'Checkout with PayPal' })).toBeEnabled();
      await expectNoSeriousAxeFinding(page, 'checkout after Cancel');

      // The order history shows the attempt as not paid, never as a pending order.
      await page.goto('/shop/account');
      const history = page.getByRole('region', { name: 'Order History' });
      const entry: Locator =
        viewport.width < 640
          ? history.getByRole('listitem').filter({ hasText: orderNumber(orderId) })
          : history.getByRole('row').filter({ hasText: orderNumber(orderId) });
      await expect(entry.getByText('Not paid', { exact: true })).toBeVisible();
      await expect(entry.getByText('Pending', { exact: true })).toHaveCount(0);

      // Its "success" page says it was not paid.
      await page.goto(`/shop/paymentSuccess?orderId=${orderId}`);
      await expect(page.getByRole('heading', { name: 'Payment not received' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
    });

    test('the success page names an unknown order as such, with the way to the orders', async ({
      page,
      request,
    }) => {
      const shopper = await registerShopper(request, 'stranger');
      await signInWithToken(page, shopper.token, '/shop/paymentSuccess?orderId=nope');
      await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
      await expect(page).toHaveTitle('Order not found · Attire');
      await expectNoSeriousAxeFinding(page, 'unknown order');
      await page.getByRole('link', { name: 'View Orders' }).click();
      await expect(page).toHaveURL(/\/shop\/account$/);
    });

    test('back from PayPal, the page says to wait from its first paint until paid', async ({
      page,
      request,
    }) => {
      await atCheckout(page, request);
      await toPaypal(page);
      // The return page's own code, then PayPal's capture, are slow to come.
      const releaseCode = await holdBack(
        page,
        chunkUrlOf('src/features/checkout/components/paypal-return-page.tsx'),
      );
      const releaseCapture = await holdBack(page, /\/api\/shop\/order\/capture$/);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/shop\/paypalReturnPage\?/, { waitUntil: 'commit' });

      const confirming = page.getByText(CONFIRMING);
      // While its code downloads: the words, not grey blocks.
      await expect(confirming).toBeVisible();
      await expect(confirming).toBeInViewport();
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Processing Payment...' })).toHaveCount(0);

      // While PayPal is asked: the spec's heading, with the same words.
      releaseCode();
      await expect(page.getByRole('heading', { name: 'Processing Payment...' })).toBeVisible();
      await expect(confirming).toBeVisible();
      await expect(confirming).toBeInViewport();

      releaseCapture();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    });
  });
}

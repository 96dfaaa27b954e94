import { test as base, expect, type Page } from '@playwright/test';
import {
  ADMIN,
  addAddress,
  addToCart,
  api,
  deliverOrder,
  login,
  placePaidOrder,
  productDetails,
  registerShopper,
  shopProducts,
  stockedVariant,
  type Session,
} from './api';
import { seededSoldOutVariant } from './stock';
import { cartButton, settle, signInWithToken } from './ui';

/**
 * The main pages of the shop and the back office, each opened in a state worth looking at:
 * a shopper with an address, a paid order, a delivered one with a return requested, two items
 * in the cart, two on the wishlist and a back-in-stock alert. Checked and captured by
 * main-pages.spec.ts.
 */

export const WIDTHS = [1280, 390] as const;
export const VIEWPORT_HEIGHT: Record<(typeof WIDTHS)[number], number> = { 1280: 800, 390: 844 };

export interface Prepared {
  shopper: Session;
  admin: Session;
  /** The shopper's paid order, which the payment success page is about. */
  paidOrderId: string;
}

interface MainPage {
  name: string;
  who: 'guest' | 'shopper' | 'admin';
  /** The page's address; a function when it names something the preparation made. */
  path: string | ((prepared: Prepared) => string);
  /** Waits for what the page is for (and opens a dialog when that is the page). */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();

/** Holds the home slider on its first slide, so captures do not depend on the clock. */
async function holdSlider(page: Page) {
  const slider = page.getByRole('region', { name: 'Featured collections' });
  await slider.getByRole('button', { name: 'Pause slideshow' }).click();
  const first = slider.getByRole('img', { name: /^Slide 1 of/ });
  for (let step = 0; step < 10 && (await first.getAttribute('aria-hidden')) === 'true'; step += 1) {
    await slider.getByRole('button', { name: 'Next slide' }).click();
  }
  await expect(first).toHaveAttribute('aria-hidden', 'false');
  // The mouse stays off the slider's buttons, so no hover style is captured.
  await page.mouse.move(0, 0);
}

export const MAIN_PAGES: MainPage[] = [
  { name: 'login', who: 'guest', path: '/auth/login', ready: (page) => heading(page, 'Sign In') },
  {
    name: 'register',
    who: 'guest',
    path: '/auth/register',
    ready: (page) => heading(page, 'Create an account'),
  },
  {
    name: 'home',
    who: 'shopper',
    path: '/shop/home',
    ready: async (page) => {
      await heading(page, 'Featured Products');
      await expect(page.locator('main ul li h3')).toHaveCount(12);
      await holdSlider(page);
    },
  },
  {
    name: 'listing',
    who: 'shopper',
    path: '/shop/listing',
    ready: (page) => expect(page.getByText(/^\d+ Products?$/)).toBeVisible(),
  },
  {
    name: 'product-details',
    who: 'shopper',
    path: '/shop/listing',
    ready: async (page) => {
      const first = page
        .getByRole('region', { name: 'Products' })
        .getByRole('heading', { level: 3 })
        .first();
      await first.getByRole('link').click();
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: 'Reviews' }),
      ).toBeVisible();
    },
  },
  {
    name: 'search',
    who: 'shopper',
    path: '/shop/search?searchKeyword=shirt',
    ready: (page) =>
      expect(
        page.getByRole('region', { name: 'Results' }).getByRole('listitem').first(),
      ).toBeVisible(),
  },
  {
    name: 'cart',
    who: 'shopper',
    path: '/shop/home',
    ready: async (page) => {
      await heading(page, 'Featured Products');
      await holdSlider(page);
      await cartButton(page).click();
      await expect(
        page.getByRole('dialog', { name: 'Your Cart' }).getByRole('listitem'),
      ).toHaveCount(2);
    },
  },
  {
    name: 'checkout',
    who: 'shopper',
    path: '/shop/checkout',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Saved addresses' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Your cart' }).getByRole('listitem'),
      ).toHaveCount(2);
    },
  },
  {
    name: 'account',
    who: 'shopper',
    path: '/shop/account',
    ready: (page) =>
      expect(page.getByRole('button', { name: /View Details/ }).first()).toBeVisible(),
  },
  {
    name: 'order-details',
    who: 'shopper',
    path: '/shop/account',
    ready: async (page) => {
      await page
        .getByRole('button', { name: /View Details/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
    },
  },
  {
    name: 'account-alerts',
    who: 'shopper',
    path: '/shop/account?tab=alerts',
    ready: (page) =>
      expect(
        page.getByRole('region', { name: 'Back-in-stock alerts' }).getByRole('listitem'),
      ).toHaveCount(1),
  },
  {
    name: 'wishlist',
    who: 'shopper',
    path: '/shop/wishlist',
    ready: (page) =>
      expect(page.getByRole('button', { name: /^Remove .+ from your wishlist$/ })).toHaveCount(2),
  },
  {
    name: 'payment-success',
    who: 'shopper',
    path: (prepared) => `/shop/paymentSuccess?orderId=${prepared.paidOrderId}`,
    ready: (page) => heading(page, 'Payment Successful!'),
  },
  {
    name: 'admin-dashboard',
    who: 'admin',
    path: '/admin/dashboard',
    ready: (page) => expect(page.getByRole('img', { name: 'Slider image 1' })).toBeVisible(),
  },
  {
    name: 'admin-products',
    who: 'admin',
    path: '/admin/products',
    ready: (page) => expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible(),
  },
  {
    name: 'admin-low-stock',
    who: 'admin',
    path: '/admin/low-stock',
    ready: (page) =>
      expect(
        page.getByRole('table').or(page.getByText('No variant is running low.')),
      ).toBeVisible(),
  },
  {
    name: 'admin-demand',
    who: 'admin',
    path: '/admin/demand',
    ready: (page) =>
      expect(page.getByRole('table', { name: 'Most awaited sizes and colours' })).toBeVisible(),
  },
  {
    name: 'admin-orders',
    who: 'admin',
    path: '/admin/orders',
    ready: (page) =>
      expect(page.getByRole('button', { name: /View Details/ }).first()).toBeVisible(),
  },
  {
    name: 'admin-returns',
    who: 'admin',
    path: '/admin/returns',
    ready: (page) =>
      expect(
        page.getByRole('button', { name: /^Approve the return of order/ }).first(),
      ).toBeVisible(),
  },
];

/** Opens a main page at a width, signed in as whoever it is for, and waits until it is still. */
export async function openMainPage(
  page: Page,
  prepared: Prepared,
  main: MainPage,
  width: (typeof WIDTHS)[number],
) {
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT[width] });
  const path = typeof main.path === 'string' ? main.path : main.path(prepared);
  if (main.who === 'guest') await page.goto(path);
  else await signInWithToken(page, prepared[main.who].token, path);
  await main.ready(page);
  await settle(page);
}

/**
 * The shop state both specs look at, prepared once per worker through the API: a shopper with
 * an address, one paid order, one delivered order with a return requested, and two products
 * in the cart.
 */
export const test = base.extend<object, { prepared: Prepared }>({
  prepared: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const shopper = await registerShopper(request, 'asha');
      const admin = await login(request, ADMIN);
      await addAddress(request, shopper);
      const plenty = (await shopProducts(request, shopper.token)).filter(
        (product) => product.totalStock >= 20,
      );
      const paidOrderId = await placePaidOrder(request, shopper, plenty[2]!);
      // A delivered order with a return waiting for the admin, for the Returns page.
      const returned = plenty[3]!;
      // The variant the order buys, chosen as placePaidOrder chooses it, before it sells one.
      const returnedVariant = stockedVariant(
        await productDetails(request, shopper.token, returned.id),
      );
      const deliveredId = await placePaidOrder(request, shopper, returned);
      await deliverOrder(request, deliveredId);
      await api(request, 'shopOrders.requestReturn', {
        params: { id: deliveredId },
        token: shopper.token,
        body: {
          items: [{ productId: returned.id, variantId: returnedVariant.id, quantity: 1 }],
          reason: 'Too tight across the shoulders',
        },
      });
      await addToCart(request, shopper, plenty[0]!.id, 2);
      await addToCart(request, shopper, plenty[1]!.id, 1);
      // Two products kept, and a sold-out size waited for (the Wishlist, Alerts and Demand pages).
      for (const kept of [plenty[4]!, plenty[5]!]) {
        await api(request, 'wishlist.add', { token: shopper.token, body: { productId: kept.id } });
      }
      const awaited = await seededSoldOutVariant(request, shopper.token);
      await api(request, 'stockAlerts.add', {
        token: shopper.token,
        body: { productId: awaited.product.id, variantId: awaited.variant.id },
      });
      await provide({ shopper, admin, paidOrderId });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };

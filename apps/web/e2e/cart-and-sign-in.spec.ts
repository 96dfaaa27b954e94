import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  CART_UI_MESSAGES,
  SIGN_IN_MESSAGES,
  UI_MESSAGES,
  stockLimitMessage,
} from '@attire/contract';
import {
  PASSWORD,
  addToCart,
  createProduct,
  registerShopper,
  uniqueEmail,
  uniqueWord,
} from './support/api';
import {
  cartButton,
  dismissToasts,
  expectToast,
  logout,
  openToasts,
  signInWithToken,
} from './support/ui';

// Issue 25, items 3, 6, 7 and three of item 16: where sign-in leads, what toasts cover and how
// long they stay, what adding to the cart shows, and the cart sheet's own guards.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const cartSheet = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

async function signInThroughForm(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** axe-core (WCAG 2 A and AA) finds nothing serious or critical on the page as it stands. */
async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
  expect(blocking, what).toEqual([]);
}

/** Fails when the two boxes overlap: `top` (a toast) covers part of `under`. */
async function expectApart(top: Locator, under: Locator, what: string) {
  const [a, b] = [await top.boundingBox(), await under.boundingBox()];
  expect(a, 'the toast is drawn').not.toBeNull();
  expect(b, `${what} is drawn`).not.toBeNull();
  const overlap =
    a!.x < b!.x + b!.width &&
    b!.x < a!.x + a!.width &&
    a!.y < b!.y + b!.height &&
    b!.y < a!.y + a!.height;
  // Soft: every width and every target is checked and reported.
  expect.soft(overlap, `the toast covers ${what}`).toBe(false);
}

test('sign-in returns to the page asked for, says why, and never leads off the shop', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'returnto');
  const product = await createProduct(request, { title: uniqueWord('Return Tee') });

  await test.step('a listing with its filter', async () => {
    await page.goto('/shop/listing?category=men');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fshop%2Flisting%3Fcategory%3Dmen$/);
    await expect(page.getByText(SIGN_IN_MESSAGES.signInToContinue)).toBeVisible();
    await expectAccessible(page, 'the sign-in page saying why');
    await signInThroughForm(page, shopper.email);
    await expect(page).toHaveURL(/\/shop\/listing\?category=men$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men');
  });

  await test.step('a product link', async () => {
    await logout(page);
    // Logging out starts afresh: no page to return to, nothing to explain.
    await expect(page.getByText(SIGN_IN_MESSAGES.signInToContinue)).toHaveCount(0);
    await page.goto(`/shop/product/${product.id}`);
    await expect(page.getByText(SIGN_IN_MESSAGES.signInToContinue)).toBeVisible();
    await signInThroughForm(page, shopper.email);
    await expect(page).toHaveURL(new RegExp(`/shop/product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  });

  await test.step('a new account made on the way keeps the page too', async () => {
    await logout(page);
    await page.goto('/shop/checkout');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/auth\/register\?returnTo=%2Fshop%2Fcheckout$/);
    await page.getByPlaceholder('Enter your name...').fill('Return Tester');
    await page.getByPlaceholder('Enter your email...').fill(uniqueEmail('returnreg'));
    await page.getByPlaceholder('Enter your password...', { exact: true }).fill(PASSWORD);
    await page.getByPlaceholder('Enter your password again...').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });

  await test.step('a return address on another site is ignored', async () => {
    await logout(page);
    await page.goto(`/auth/login?returnTo=${encodeURIComponent('//evil.example/shop/home')}`);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText(SIGN_IN_MESSAGES.signInToContinue)).toHaveCount(0);
    await signInThroughForm(page, shopper.email);
    await expect(page).toHaveURL(/\/shop\/home$/);
    expect(new URL(page.url()).hostname).toBe('localhost');
  });
});

test('a success closes the error toast of a refused sign-in', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'stale');
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, UI_MESSAGES.validationError);
  await signInThroughForm(page, shopper.email);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  // At once, not after waiting: a toast closes by itself after 5 s anyway.
  expect(await openToasts(page).count()).toBe(0);
});

test('an error toast does not follow the shopper to the next page', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'follow');
  const product = await createProduct(request, { title: uniqueWord('Stale Cap'), totalStock: 1 });
  await addToCart(request, shopper, product.id, 1);
  await signInWithToken(page, shopper.token, '/shop/home');
  await cartButton(page).click();
  const increase = cartSheet(page).getByRole('button', { name: /^Increase quantity of/ });
  await increase.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, stockLimitMessage(1));
  // From the keyboard: whether a toast covers Checkout is the next test's concern.
  await cartSheet(page).getByRole('button', { name: 'Checkout' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(await openToasts(page).count()).toBe(0);
});

test('a toast covers neither the cart button nor Checkout, at 390 and 1280 px', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'cover');
  const product = await createProduct(request, { title: uniqueWord('Cover Cap'), totalStock: 1 });
  await addToCart(request, shopper, product.id, 1);
  await signInWithToken(page, shopper.token, '/shop/home');

  for (const viewport of [PHONE, DESKTOP]) {
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/shop/home');
      await cartButton(page).click();
      const sheet = cartSheet(page);
      await sheet.getByRole('button', { name: /^Increase quantity of/ }).focus();
      await page.keyboard.press('Enter');
      const stock = await expectToast(page, stockLimitMessage(1));
      await expectApart(stock, sheet.getByRole('button', { name: 'Checkout' }), 'Checkout');
      // Closed from the keyboard (Escape would close the toast too).
      await sheet.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(sheet).toBeHidden();
      await expectApart(stock, cartButton(page), 'the cart button');
      await dismissToasts(page);

      await page.goto('/shop/checkout');
      const pay = page.getByRole('button', { name: 'Checkout with PayPal' });
      await pay.click();
      const address = await expectToast(page, UI_MESSAGES.selectAddress);
      await expectApart(address, pay, 'Checkout with PayPal');
      await expectApart(address, cartButton(page), 'the cart button');
      await dismissToasts(page);
    });
  }
});

test('adding to the cart shows what was added with Checkout, and hands focus back', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'added');
  const word = uniqueWord('Addedscarf');
  const product = await createProduct(request, { title: `${word} Scarf` });
  await signInWithToken(page, shopper.token, '/shop/home');
  const search = `/shop/search?searchKeyword=${word}`;

  for (const viewport of [PHONE, DESKTOP]) {
    await test.step(`from a tile at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(search);
      const add = page
        .getByRole('region', { name: 'Results' })
        .getByRole('button', { name: /^Add to cart/ });
      await add.focus();
      await page.keyboard.press('Enter');
      const sheet = cartSheet(page);
      const added = sheet.getByText(`Added to your cart: ${product.title}`);
      await expect(added).toBeFocused();
      await expect(added).toBeInViewport();
      await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeInViewport({ ratio: 1 });
      await expect(sheet.getByRole('link', { name: product.title })).toHaveAttribute(
        'href',
        `/shop/product/${product.id}`,
      );
      await expectAccessible(page, `the cart sheet after adding, at ${viewport.width} px`);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(add).toBeFocused();
    });
  }

  await test.step('from the quick view, whose Add to cart gets focus back', async () => {
    await page.goto(search);
    await page.getByRole('link', { name: product.title, exact: true }).click();
    const details = page.getByRole('dialog', { name: product.title });
    const add = details.getByRole('button', { name: 'Add to cart' });
    await add.click();
    const sheet = cartSheet(page);
    await expect(sheet.getByText(`Added to your cart: ${product.title}`)).toBeFocused();
    await expect(sheet.getByLabel('Quantity 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(add).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  });

  await test.step('Checkout goes to the checkout', async () => {
    await page
      .getByRole('region', { name: 'Results' })
      .getByRole('button', { name: /^Add/ })
      .click();
    await cartSheet(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(cartSheet(page)).toBeHidden();
  });
});

test('the cart sheet: no Checkout when empty, + at the stock limit says why, lines link to the product', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'sheetrules');
  const product = await createProduct(request, { title: uniqueWord('Limit Belt'), totalStock: 2 });
  await signInWithToken(page, shopper.token, '/shop/home');

  for (const viewport of [PHONE, DESKTOP]) {
    await test.step(`an empty cart at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/shop/home');
      await cartButton(page).click();
      const sheet = cartSheet(page);
      await expect(sheet.getByText(CART_UI_MESSAGES.nothingInCart)).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
      // Closed from the keyboard (Escape would close the toast too).
      await sheet.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(sheet).toBeHidden();
      await expect(cartButton(page)).toBeFocused();
    });
  }

  await test.step("the checkout page keeps the spec's 'Cart is empty!'", async () => {
    await page.goto('/shop/checkout');
    await page.getByRole('button', { name: 'Checkout with PayPal' }).click();
    await expectToast(page, UI_MESSAGES.cartEmpty);
    await dismissToasts(page);
  });

  await addToCart(request, shopper, product.id, 2);
  for (const viewport of [PHONE, DESKTOP]) {
    await test.step(`at the stock limit, at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/shop/home');
      await cartButton(page).click();
      const sheet = cartSheet(page);
      const increase = sheet.getByRole('button', {
        name: `Increase quantity of ${product.title}`,
      });
      await expect(increase).toHaveAttribute('aria-disabled', 'true');
      await expect(increase).toHaveAccessibleDescription(
        'Only 2 in stock, and all are in your cart.',
      );
      await expect(sheet.getByText('Only 2 in stock, and all are in your cart.')).toBeVisible();
      await expectAccessible(page, `the cart sheet at the stock limit, at ${viewport.width} px`);
      await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
    });
  }

  await test.step("a line's title opens its product", async () => {
    await cartButton(page).click();
    await cartSheet(page).getByRole('link', { name: product.title }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/product/${product.id}$`));
    await expect(cartSheet(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  });
});

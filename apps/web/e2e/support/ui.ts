import { expect, type Locator, type Page } from '@playwright/test';

/** The toast area every page mounts (one toast at a time). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** The open toasts (each is a status, or an alert when destructive). */
export function openToasts(page: Page): Locator {
  return toasts(page).locator('[role=status], [role=alert]');
}

/** Waits for a toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = openToasts(page).filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) {
    await expect(toast.getByText(description, { exact: true })).toBeVisible();
  }
  return toast;
}

/**
 * Closes the open toast with its Close button, so that it cannot cover what the test presses
 * next or be mistaken for the next one. Clicked in the page, in one go: a toast may also close
 * itself (after 5000 ms) at any moment, and a click waiting for a vanished button would hang.
 */
export async function dismissToasts(page: Page) {
  await toasts(page).evaluate((area) => {
    for (const button of area.querySelectorAll('button')) {
      if (button.textContent?.trim() === 'Close') (button as HTMLButtonElement).click();
    }
  });
  await expect(openToasts(page)).toHaveCount(0);
}

/**
 * Signs in with a token the API gave: the app checks a stored token on every load, exactly as
 * it does when a shopper comes back later.
 */
export async function signInWithToken(page: Page, token: string, path: string) {
  await page.goto('/auth/login');
  // Only once the app has finished its own check (which clears storage when it finds no
  // account) may the token go in, or that check would wipe it. The check ends on the login
  // page, or in a layout with a header when someone is already signed in.
  const settled = page.getByRole('heading', { name: 'Sign In' }).or(page.getByRole('banner'));
  await expect(settled.first()).toBeVisible();
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
  // Signed in, the shop and the back office both show their header.
  await expect(page.getByRole('banner')).toBeVisible();
}

export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Logs out through the user menu (shop) or the header button (admin). */
export async function logout(page: Page) {
  const adminLogout = page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true });
  const userMenu = page.getByRole('button', { name: /^Account menu for/ });
  await expect(adminLogout.or(userMenu).first()).toBeVisible();
  if (await adminLogout.isVisible()) {
    await adminLogout.click();
  } else {
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** The header's cart button, whose name counts the items ("Cart, 2 items"). */
export function cartButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Cart, \d+ items?$/ });
}

/** A product tile of a grid, by its exact title. */
export function productTile(scope: Page | Locator, title: string): Locator {
  // The inner locator of `has` is matched inside each item, so it starts from the page.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : scope;
  return scope
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * Waits until the page is still: no loading skeletons, every image in view decoded, fonts
 * loaded. Used before screenshots and accessibility checks.
 */
export async function settle(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images).every((image) => {
            const box = image.getBoundingClientRect();
            const inView =
              box.width > 0 &&
              box.height > 0 &&
              box.bottom > 0 &&
              box.right > 0 &&
              box.top < window.innerHeight &&
              box.left < window.innerWidth;
            return !inView || (image.complete && image.naturalWidth > 0);
          }),
        ),
      { message: 'every image in view has loaded' },
    )
    .toBe(true);
}

/** A filter checkbox of the listing, by its label. */
export function filterCheckbox(page: Page, label: string): Locator {
  return page
    .getByRole('group', { name: /^(Category|Brand)$/ })
    .getByRole('checkbox', { name: label, exact: true });
}

/**
 * Toggles a listing filter and waits until the query string shows it. The checkbox follows the
 * URL, which React Router updates in a transition: a second toggle before that lands is lost
 * (a known bug), so the suite goes one at a time, and click + expect rather than check(),
 * which insists on the new state at once.
 */
export async function toggleFilter(page: Page, label: string, search: string) {
  const box = filterCheckbox(page, label);
  const wasChecked = await box.isChecked();
  await box.click();
  await expect.poll(() => page.evaluate(() => window.location.search)).toBe(search);
  await expect(box).toBeChecked({ checked: !wasChecked });
}

/** The listing's count as it reads: "1 Product", "2 Products". */
export function productCountText(total: number): string {
  return `${total} ${total === 1 ? 'Product' : 'Products'}`;
}

/** How much wider than the window the page is (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createOrder, registerShopper, shopProducts } from './support/api';
import { chunkUrlOf } from './support/chunks';
import { sidewaysOverflow, signInWithToken } from './support/ui';

// Issue 25, item 14: after a deploy, a tab opened before it asked for the user menu's code,
// got a 404, and the whole page (header included) became "Something went wrong!". And from
// item 16: the PayPal sandbox's Pay and Cancel touched a phone's edges.

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function expectNoSeriousAxeFinding(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
  expect(serious, what).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px, a user menu whose code is gone fails alone`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const shopper = await registerShopper(request, 'stale');
    await signInWithToken(page, shopper.token, '/shop/home');
    const banner = page.getByRole('banner');
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();

    // The build this tab loaded is gone from the server: its user menu chunk answers 404.
    const userMenuChunk = chunkUrlOf('src/app/layouts/shop/user-menu.tsx');
    let asked = 0;
    await page.route(userMenuChunk, async (route) => {
      asked += 1;
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
    });
    let loads = 0;
    page.on('load', () => (loads += 1));

    const avatar = banner.getByRole('button', { name: /^Account menu for/ });
    const accountLink = banner.getByRole('link', { name: 'Account', exact: true });
    // The app may reload once to fetch the new build; then the menu fails again.
    const reloaded = page.waitForEvent('load', { timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    await avatar.click();
    if (await reloaded) {
      await expect(heading).toBeVisible();
      await avatar.click();
    }
    await expect(accountLink).toBeVisible();
    expect(asked).toBeGreaterThan(0);

    // Only the menu gave way: the header and the page are all still there.
    await expect(accountLink).toHaveAttribute('href', '/shop/account');
    await expect(accountLink).toBeFocused();
    await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Attire' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
    await expect(heading).toBeVisible();
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoSeriousAxeFinding(page, 'the header with the menu fallback');
    // No reload loop: still at most the one reload a while later.
    await page.waitForTimeout(1_000);
    expect(loads).toBeLessThanOrEqual(1);

    // The fallback leads where the menu would, on a fresh page load.
    await accountLink.click();
    await expect(page).toHaveURL(/\/shop\/account$/);
    await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
    const loadsSoFar = loads;

    // Still missing there: the tab reloaded once already, so the part gives way at once.
    await avatar.click();
    await expect(accountLink).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(loads).toBe(loadsSoFar);

    // Once the server has the chunk again, Reload brings the working menu back.
    await page.unroute(userMenuChunk);
    await banner.getByRole('button', { name: 'Reload' }).click();
    await avatar.click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });
}

test.describe('the PayPal sandbox at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Pay and Cancel keep clear of the screen edges and are easy to tap', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, 'sandbox');
    const product = (await shopProducts(request, shopper.token)).find((p) => p.totalStock > 0);
    const { approvalURL } = await createOrder(request, shopper, product!);
    await page.goto(approvalURL);
    await expect(
      page.getByRole('heading', { name: 'Approve your payment to Attire' }),
    ).toBeVisible();

    for (const name of ['Pay', 'Cancel']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.x, `${name}: space on the left`).toBeGreaterThanOrEqual(12);
      expect(390 - (box.x + box.width), `${name}: space on the right`).toBeGreaterThanOrEqual(12);
      expect(box.height, `${name}: height`).toBeGreaterThanOrEqual(44);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoSeriousAxeFinding(page, 'the sandbox approval page');
  });
});

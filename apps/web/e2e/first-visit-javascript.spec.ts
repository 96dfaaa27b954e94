import { expect, test } from '@playwright/test';
import { BUDGETS_KB, routeJavaScript } from '../scripts/route-javascript.mjs';
import { DEMO_SHOPPER, login } from './support/api';
import { scriptsUntilIdle } from './support/scripts-until-idle';

// Issue 26: the JavaScript a new visitor downloads until the network is idle, every script
// counted (gzip), within the budgets the build's check uses, and nothing the build's check left
// out: the build cannot pass by loading a page's code a moment later.

const PAGES = [
  { path: '/auth/login', heading: 'Sign In', signedIn: false },
  { path: '/shop/home', heading: 'Featured Products', signedIn: true },
] as const;

const kb = (value: number) => Number(value.toFixed(1));

for (const { path, heading, signedIn } of PAGES) {
  test(`${path}: the JavaScript until the network is idle is within its budget`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const token = signedIn ? (await login(request, DEMO_SHOPPER)).token : undefined;
    const { scripts, page } = await scriptsUntilIdle(browser, baseURL!, path, token);
    try {
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    } finally {
      await page.context().close();
    }

    const gzip = scripts.reduce((sum, script) => sum + script.gzipKb, 0);
    const transferred = scripts.reduce((sum, script) => sum + script.transferredKb, 0);
    const summary = `${scripts.length} scripts, ${kb(gzip)} KB gzip, ${kb(transferred)} KB sent`;
    test.info().annotations.push({ type: 'javascript until idle', description: summary });
    console.log(`${path}: ${summary}`);

    const counted = new Set(routeJavaScript()[path]?.untilIdle);
    const uncounted = scripts.map((script) => script.file).filter((file) => !counted.has(file));
    expect(uncounted, 'downloaded, but not counted by the build').toEqual([]);
    expect(kb(gzip)).toBeLessThanOrEqual(BUDGETS_KB[path]!);
  });
}

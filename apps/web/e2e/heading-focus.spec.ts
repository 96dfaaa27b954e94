import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerShopper } from './support/api';
import { signInWithToken } from './support/ui';

/** Whether anything is drawn around the element: an outline or a box-shadow ring. */
function ringOf(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

/** The shop's navigation: the header's row from 1024 px, the menu sheet below. */
async function navLink(page: Page, name: string): Promise<Locator> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    return page.getByRole('dialog').getByRole('link', { name, exact: true });
  }
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the heading focused after a change of page shows a ring to keyboard users only', async ({
      page,
      request,
    }) => {
      // As on a Mac (Safari, and Chrome there), a click does not focus the link it follows: the
      // browser then has no mouse focus to go by, and guessed a ring for the heading.
      await page.addInitScript(() =>
        document.addEventListener(
          'mousedown',
          (event) => {
            if (event.target instanceof Element && event.target.closest('a')) {
              event.preventDefault();
            }
          },
          true,
        ),
      );
      const shopper = await registerShopper(request, 'ring');
      await signInWithToken(page, shopper.token, '/shop/home');
      const heading = page.getByRole('heading', { level: 1 });

      await test.step('a click: focus moves, with no box drawn', async () => {
        await (await navLink(page, 'Products')).click();
        await expect(page).toHaveURL(/\/shop\/listing$/);
        await expect(heading).toHaveText('All Products');
        await expect(heading).toBeFocused();
        expect(await ringOf(heading)).toBe(false);
      });

      await test.step('the keyboard: focus moves, and shows where it is', async () => {
        const link = await navLink(page, 'Search');
        await link.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/shop\/search$/);
        await expect(heading).toHaveText('Search products');
        await expect(heading).toBeFocused();
        expect(await ringOf(heading)).toBe(true);
      });

      await test.step('a click again after the keyboard: no box', async () => {
        await (await navLink(page, 'Products')).click();
        await expect(page).toHaveURL(/\/shop\/listing$/);
        await expect(heading).toHaveText('All Products');
        await expect(heading).toBeFocused();
        expect(await ringOf(heading)).toBe(false);
      });
    });
  });
}

import { expect, test, type Locator } from '@playwright/test';
import { addAddress, addToCart, registerShopper, shopProducts } from './support/api';
import { dismissToasts, expectToast, signInWithToken } from './support/ui';

/** How far down the page an element starts, in CSS pixels (not the window's scroll). */
function pageTop(element: Locator) {
  return element.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`checkout at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a saved address folds the form away, says what Add waits for, and asks before deleting', async ({
      page,
      request,
    }) => {
      const shopper = await registerShopper(request, 'fold');
      await addAddress(request, shopper);
      const [product] = (await shopProducts(request, shopper.token)).filter(
        (item) => item.totalStock > 0,
      );
      await addToCart(request, shopper, product!.id, 1);
      await signInWithToken(page, shopper.token, '/shop/checkout');
      const pay = page.getByRole('button', { name: 'Checkout with PayPal' });
      await expect(pay).toBeVisible();
      const open = page.getByRole('button', { name: 'Add a new address' });

      await test.step('the empty form waits behind a button', async () => {
        await expect(page.getByRole('radio', { name: /^Delivering here/ })).toBeChecked();
        await expect(open).toBeVisible();
        await expect(page.getByPlaceholder('Enter your address')).toHaveCount(0);
        // The phone used to scroll 1,340 px to the pay button, past an empty form.
        if (viewport.width === 390) expect(await pageTop(pay)).toBeLessThan(1000);
      });

      await test.step('opened, it says beside the grey Add what is still missing', async () => {
        await open.click();
        const first = page.getByPlaceholder('Enter your address');
        await expect(first).toBeFocused();
        const add = page.getByRole('button', { name: 'Add', exact: true });
        await expect(add).toBeDisabled();
        await first.fill('7 Lake View');
        await page.getByPlaceholder('Enter your city').fill('Pune');
        await page.getByPlaceholder('Enter your pincode').fill('411001');
        await page.getByPlaceholder('Enter your phone number').fill('9876501234');
        const hint = page.getByText('Still needed: notes.', { exact: true });
        await expect(hint).toBeVisible();
        await expect(add).toHaveAccessibleDescription('Still needed: notes.');
        // Next to the button: on its row, or just under it on a phone.
        const [button, words] = [(await add.boundingBox())!, (await hint.boundingBox())!];
        expect(Math.abs(words.y - button.y)).toBeLessThan(60);
        expect(words.x + words.width).toBeLessThanOrEqual(viewport.width);
        await page.getByPlaceholder('Enter your additional notes').fill('Call first');
        await expect(hint).toHaveCount(0);
        await expect(add).toBeEnabled();
        await page.getByRole('button', { name: 'Cancel' }).click();
        await expect(page.getByPlaceholder('Enter your address')).toHaveCount(0);
        await expect(open).toBeFocused();
      });

      await test.step('Delete asks first, and Cancel gives focus back', async () => {
        const remove = page.getByRole('button', { name: /^Delete address/ });
        await remove.click();
        const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
        await expect(dialog).toContainText('12 MG Road, Indiranagar, Bengaluru');
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        await expect(remove).toBeFocused();
        await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText(
          '12 MG Road',
        );
      });

      await test.step('confirmed, the address goes and focus moves to the form', async () => {
        await page.getByRole('button', { name: /^Delete address/ }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
        await dialog.getByRole('button', { name: 'Delete address' }).click();
        await expect(dialog).toBeHidden();
        await expectToast(page, 'Address deleted successfully.');
        await expect(page.getByText('No address found!')).toBeVisible();
        await expect(page.getByPlaceholder('Enter your address')).toBeFocused();
        await dismissToasts(page);
      });
    });
  });
}

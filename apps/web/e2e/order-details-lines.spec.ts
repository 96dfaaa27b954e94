import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { ADMIN, api, login, placePaidOrder, registerShopper, uniqueWord } from './support/api';
import { fact, orderNumber } from './support/orders';
import { signInWithToken } from './support/ui';

/** A kids' product in one size and colour: "4-5Y" is the size that used to break at its "-". */
async function createSleepSuit(request: APIRequestContext) {
  const admin = await login(request, ADMIN);
  const { products } = await api(request, 'shopProducts.list', {
    query: { limit: 1, sortBy: 'price-lowtohigh' },
    token: admin.token,
  });
  const { product } = await api(request, 'adminProducts.add', {
    token: admin.token,
    body: {
      image: products[0]!.image,
      title: `Organic Cotton Sleep Suit ${uniqueWord('Owl')}`,
      description: 'Soft, for the browser suite.',
      category: 'kids',
      brand: 'h&m',
      price: 1499,
      salePrice: 0,
      sizes: ['4-5Y'],
      colours: ['navy'],
      variants: [{ size: '4-5Y', colour: 'navy', totalStock: 20 }],
    },
  });
  return product;
}

/** How many lines of text a piece of a line takes (2 when "Size 4-5Y" breaks at its hyphen). */
function linesTaken(line: Locator, text: string) {
  return line.evaluate((node, wanted) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const at = text.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, text);
}

/** India's date, as the shop writes every date: "15 Mar 2025". */
const indiaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

async function expectReceiptLine(dialog: Locator, title: string, withSku: boolean) {
  const line = dialog.getByRole('listitem').filter({ hasText: title });
  await expect(line).toHaveCount(1);
  await expect(line.locator('img')).toHaveJSProperty('complete', true);
  await expect(line.getByText(title, { exact: true })).toBeVisible();
  await expect(line.getByText('Size 4-5Y · Navy', { exact: true })).toBeVisible();
  expect(await linesTaken(line, 'Size 4-5Y')).toBe(1);
  await expect(line.getByText('3 × ₹1,499.00', { exact: true })).toBeVisible();
  await expect(line).toContainText('₹4,497.00');
  await expect(line.getByText(/^SKU: /)).toHaveCount(withSku ? 1 : 0);
  await expect(dialog.getByText(/Title:|Quantity:|Price: /)).toHaveCount(0);
  await expect(fact(dialog, 'Payment method')).toHaveText('PayPal');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('order details read as a receipt, for the shopper and the admin', async ({
      page,
      request,
    }) => {
      const product = await createSleepSuit(request);
      const shopper = await registerShopper(request, 'receipt');
      const orderId = await placePaidOrder(request, shopper, product, 3);
      const { order } = await api(request, 'shopOrders.details', {
        params: { id: orderId },
        token: shopper.token,
      });

      await test.step("the shopper's details", async () => {
        await signInWithToken(page, shopper.token, '/shop/account');
        const details = page.getByRole('button', { name: `View Details of order ${orderId}` });
        // One of the phone's cards or the table's rows is displayed, not both.
        await details.filter({ visible: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Order Details' });
        await expectReceiptLine(dialog, product.title, false);
        await expect(fact(dialog, 'Order Date')).toHaveText(indiaDate(order.orderDate));
        await expect(dialog.getByText('Total', { exact: true })).toBeVisible();
        const timeline = dialog.getByRole('region', { name: 'Timeline' });
        await expect(timeline.locator('time').first()).toHaveText(
          /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/,
        );
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        // The list dates the order the same way (the table hides its date on a phone).
        const listed = page
          .getByRole(viewport.width < 640 ? 'listitem' : 'row')
          .filter({ hasText: orderNumber(orderId) });
        await expect(listed.getByText(indiaDate(order.orderDate), { exact: true })).toBeVisible();
      });

      await test.step("the admin's details, with the SKU to pick by", async () => {
        const admin = await login(request, ADMIN);
        await signInWithToken(page, admin.token, '/admin/orders');
        await page.getByRole('button', { name: `View Details of order ${orderId}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Order Details' });
        await expectReceiptLine(dialog, product.title, true);
      });
    });
  });
}

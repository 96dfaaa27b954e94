import { expect, test } from '@playwright/test';
import {
  ADMIN,
  addAddress,
  addToCart,
  api,
  createProduct,
  deliverOrder,
  login,
  placePaidOrder,
  registerShopper,
  uniqueWord,
} from './support/api';
import { fact, moveOrder, orderNumber, payOnSandbox, stockOf } from './support/orders';
import { dismissToasts, expectToast, signInWithToken } from './support/ui';

// Issue 10's order lifecycle in the browser: an admin moves an order step by step to delivery
// and refunds a line of it; a shopper returns part of a delivered order, which the admin
// approves and refunds.

test('an admin moves an order through its lifecycle to delivery, then refunds one unit', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shopper = await registerShopper(request, 'lifecycle');
  const product = await createProduct(request, {
    title: `${uniqueWord('Harbour')} Wool Coat`,
    totalStock: 20,
  });
  await addAddress(request, shopper);
  await addToCart(request, shopper, product.id, 2);
  let orderId = '';

  await test.step('the shopper buys two units through the sandbox', async () => {
    const shopperContext = await browser.newContext({ baseURL });
    const shopperPage = await shopperContext.newPage();
    await signInWithToken(shopperPage, shopper.token, '/shop/checkout');
    await expect(shopperPage.getByRole('radio', { name: /^Delivering here/ })).toBeChecked();
    orderId = await payOnSandbox(shopperPage);
    await shopperContext.close();
  });
  const sold = await stockOf(request, shopper, product.id);
  expect(sold).toEqual({ total: 18, variant: 18 });

  const admin = await login(request, ADMIN);
  await signInWithToken(page, admin.token, '/admin/orders');
  const row = page.getByRole('row').filter({ hasText: orderId });
  const details = row.getByRole('button', { name: `View Details of order ${orderId}` });
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  const timeline = dialog.getByRole('region', { name: 'Timeline' });
  const note = 'Packed at the Bengaluru warehouse';

  await test.step('confirmed → in process with a note: only the allowed steps are offered', async () => {
    await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(row).toContainText('₹19,998.00');
    await details.click();
    await expect(fact(dialog, 'Order Status')).toHaveText('Confirmed');
    await expect(fact(dialog, 'Payment Status')).toHaveText('Paid');
    await moveOrder(page, dialog, ['In process', 'Rejected'], 'In process', note);

    const step = timeline.getByRole('listitem').filter({ hasText: `Note: ${note}` });
    await expect(step).toHaveCount(1);
    await expect(step).toContainText('In process');
    await expect(step).toContainText('Status changed');
    await expect(step).toContainText('By Admin');
    // The timeline starts with the order's creation and its payment.
    await expect(timeline.getByRole('listitem').first()).toContainText('Order placed');
    await expect(timeline).toContainText('Payment received');
  });

  await test.step('closing the dialog gives focus back to its opener', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
    await expect(row.getByText('In process', { exact: true })).toBeVisible();
  });

  await test.step('in process → in shipping → in transit → delivered, which is final', async () => {
    await details.click();
    await moveOrder(page, dialog, ['In shipping', 'Rejected'], 'In shipping');
    await moveOrder(page, dialog, ['In transit'], 'In transit');
    await moveOrder(page, dialog, ['Delivered'], 'Delivered');
    const final = dialog.getByText("This order's status is final: it cannot change any more.");
    await expect(final).toBeVisible();
    await expect(final).toBeFocused();
    await expect(dialog.getByRole('combobox', { name: 'Order Status' })).toHaveCount(0);
    const steps = timeline.getByRole('listitem').filter({ hasText: 'Status changed' });
    await expect(steps).toHaveCount(4);
    await expect(steps.last()).toContainText('Delivered');
  });

  const refundButton = dialog.getByRole('button', { name: 'Refund', exact: true });
  const refundDialog = page.getByRole('dialog', { name: 'Refund' });

  await test.step('the Refund dialog closes with Escape, back to its button', async () => {
    await refundButton.click();
    await expect(refundDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(refundDialog).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(refundButton).toBeFocused();
  });

  const reason = 'One coat arrived with a torn lining';

  await test.step('refund one of the two units and put it back in stock', async () => {
    await refundButton.click();
    await expect(refundDialog).toContainText('up to ₹19,998.00 can be refunded');
    await expect(refundDialog.getByRole('radio', { name: 'Whole items' })).toBeChecked();
    const quantity = refundDialog.getByRole('spinbutton', { name: `Quantity of ${product.title}` });
    await expect(quantity).toHaveValue('0');
    await quantity.fill('1');
    await refundDialog.getByRole('checkbox', { name: 'Put the items back in stock' }).check();
    await expect(refundDialog).toContainText('Refund total: ₹9,999.00');
    await refundDialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await refundDialog.getByRole('button', { name: 'Issue refund' }).click();
    await expectToast(page, 'Refund issued.');
    await expect(refundDialog).toBeHidden();
    // Money is left to refund, so the button stays and takes focus back.
    await expect(refundButton).toBeFocused();
    await dismissToasts(page);
  });

  await test.step('the order shows the refund, and the unit is back in stock', async () => {
    const refunds = dialog.getByRole('region', { name: 'Refunds' });
    const refund = refunds.getByRole('listitem');
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText('₹9,999.00');
    await expect(refund).toContainText('Completed');
    await expect(refund).toContainText(`Items: ${product.title} × 1 (put back in stock)`);
    await expect(refund).toContainText(`Reason: ${reason}`);
    await expect(fact(dialog, 'Payment Status')).toHaveText('Partially refunded');
    await expect(fact(dialog, 'Refunded')).toHaveText('₹9,999.00');
    await expect(fact(dialog, 'Order Status')).toHaveText('Delivered');
    await expect(timeline.getByRole('listitem').last()).toContainText('Refund');

    expect(await stockOf(request, shopper, product.id)).toEqual({
      total: sold.total + 1,
      variant: sold.variant + 1,
    });
    const { order } = await api(request, 'adminOrders.details', {
      params: { id: orderId },
      token: admin.token,
    });
    expect(order).toMatchObject({ paymentStatus: 'partiallyRefunded', refundedAmount: 9999 });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
    await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  });
});

test('a shopper asks to return a unit of a delivered order; the admin approves and refunds it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shopper = await registerShopper(request, 'returner');
  const product = await createProduct(request, {
    title: `${uniqueWord('Meadow')} Linen Shirt`,
    totalStock: 20,
  });
  const orderId = await placePaidOrder(request, shopper, product, 2);
  await deliverOrder(request, orderId);
  const admin = await login(request, ADMIN);
  const delivered = await stockOf(request, shopper, product.id);
  const reason = 'Size too small';
  const refundNote = 'Paid back to your PayPal account';

  await signInWithToken(page, shopper.token, '/shop/account');
  const details = page.getByRole('button', { name: `View Details of order ${orderId}` });
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  const requestReturn = dialog.getByRole('button', { name: 'Request a return' });
  const returnDialog = page.getByRole('dialog', { name: 'Request a return' });
  const returns = dialog.getByRole('region', { name: 'Returns' });

  await test.step('the shopper opens the return dialog, and Escape gives focus back', async () => {
    await details.click();
    await expect(fact(dialog, 'Order Status')).toHaveText('Delivered');
    await expect(dialog).toContainText('Returns are accepted until');
    await requestReturn.click();
    await expect(returnDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(returnDialog).toBeHidden();
    await expect(requestReturn).toBeFocused();
  });

  await test.step('the shopper asks to return one of the two units', async () => {
    await requestReturn.click();
    const quantity = returnDialog.getByRole('spinbutton', { name: `Quantity of ${product.title}` });
    await quantity.fill('1');
    await returnDialog.getByRole('radio', { name: reason }).check();
    await returnDialog.getByRole('button', { name: 'Send return request' }).click();
    await expectToast(page, 'Your return request has been sent.');
    await expect(returnDialog).toBeHidden();
    // One unit can still be returned: the button stays and has focus again.
    await expect(requestReturn).toBeFocused();
    const entry = returns.getByRole('listitem').filter({ hasText: `Reason: ${reason}` });
    await expect(entry.getByText('Requested', { exact: true })).toBeVisible();
    await expect(entry).toContainText(`${product.title} × 1`);
    await dismissToasts(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
  });

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  const row = adminPage
    .getByRole('table', { name: 'Returns' })
    .getByRole('row')
    .filter({ hasText: orderNumber(orderId) });
  const approve = row.getByRole('button', {
    name: `Approve the return of order ${orderNumber(orderId)}`,
  });
  const refund = row.getByRole('button', {
    name: `Refund the return of order ${orderNumber(orderId)}`,
  });
  const listHeading = adminPage.getByRole('heading', { name: 'Return Requests' });

  await test.step('the admin finds the request on the Returns page', async () => {
    await signInWithToken(adminPage, admin.token, '/admin/dashboard');
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Returns' })
      .click();
    await expect(adminPage).toHaveURL(/\/admin\/returns$/);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
    await expect(adminPage).toHaveTitle('Returns · Admin · Attire');
    await expect(listHeading).toBeVisible();
    await expect(adminPage.getByRole('combobox', { name: 'Status' })).toHaveText('All statuses');
    await expect(row).toContainText(shopper.user.name);
    await expect(row).toContainText(`${product.title} × 1`);
    await expect(row).toContainText(reason);
    await expect(row.getByText('Requested', { exact: true })).toBeVisible();
  });

  await test.step('approve it, after first closing the dialog with Escape', async () => {
    await approve.click();
    const approveDialog = adminPage.getByRole('dialog', { name: 'Approve return' });
    await expect(approveDialog).toContainText(`Order ${orderNumber(orderId)}`);
    await adminPage.keyboard.press('Escape');
    await expect(approveDialog).toBeHidden();
    await expect(approve).toBeFocused();

    await approve.click();
    await approveDialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Pickup booked');
    await approveDialog.getByRole('button', { name: 'Approve return' }).click();
    await expectToast(adminPage, 'Return updated.');
    await expect(approveDialog).toBeHidden();
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(row).toContainText('Note: Pickup booked');
    // Approving takes the Approve button away: focus goes to the list's heading.
    await expect(approve).toHaveCount(0);
    await expect(listHeading).toBeFocused();
    await dismissToasts(adminPage);
  });

  await test.step('refund it: the unit is paid back and goes back in stock', async () => {
    await refund.click();
    const refundDialog = adminPage.getByRole('dialog', { name: 'Refund return' });
    await expect(refundDialog).toContainText(
      '₹9,999.00 is paid back and the items go back in stock.',
    );
    await refundDialog.getByRole('textbox', { name: 'Note (optional)' }).fill(refundNote);
    await refundDialog.getByRole('button', { name: 'Refund return' }).click();
    await expectToast(adminPage, 'Return updated.');
    await expect(refundDialog).toBeHidden();
    await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(row).toContainText(`Note: ${refundNote}`);
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(listHeading).toBeFocused();
    expect(await stockOf(request, shopper, product.id)).toEqual({
      total: delivered.total + 1,
      variant: delivered.variant + 1,
    });
  });
  await adminContext.close();

  await test.step('the shopper sees the return refunded', async () => {
    await page.reload();
    await details.click();
    const entry = returns.getByRole('listitem').filter({ hasText: `Reason: ${reason}` });
    await expect(entry.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(entry).toContainText(`Note: ${refundNote}`);
    const refunds = dialog.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByRole('listitem')).toHaveCount(1);
    await expect(refunds.getByRole('listitem')).toContainText('₹9,999.00');
    await expect(fact(dialog, 'Payment Status')).toHaveText('Partially refunded');
    // The other unit can still be returned.
    await expect(requestReturn).toBeVisible();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast';
import { seriousAxeFindings } from '@/test/axe';
import { orderFixture } from '@/test/order-fixtures';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { PaymentSuccessPage } from './payment-success-page';

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = 'ddddddd1-0000-4000-8000-000000000009';

describe('payment success page', () => {
  it("shows the paid order's money as the order stored it", async () => {
    const order = orderFixture(ORDER_ID, {
      subtotal: 2998,
      discount: 299.8,
      promoCode: 'SAVE10',
      shipping: 49,
      tax: { total: 130.83, cgst: 65.42, sgst: 65.41, igst: 0 },
      totalAmount: 2747.2,
    });
    stubApi({ 'GET /shop/order/details/:id': () => ({ body: { success: true, order } }) });
    const { container } = renderWithProviders(<PaymentSuccessPage />, {
      route: `/shop/paymentSuccess?orderId=${ORDER_ID}`,
    });

    const saving = await screen.findByText('Code SAVE10');
    expect(saving.nextElementSibling).toHaveTextContent('−₹299.80');
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('₹2,998.00');
    expect(screen.getByText('Shipping').nextElementSibling).toHaveTextContent('₹49.00');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₹2,747.20');
    expect(screen.getByText('Includes GST ₹130.83')).toBeVisible();
    expect(await seriousAxeFindings(container)).toEqual([]);
  });

  it("keeps the spec's page when opened without an order", () => {
    stubApi({});
    renderWithProviders(<PaymentSuccessPage />, { route: '/shop/paymentSuccess' });
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute(
      'href',
      '/shop/account',
    );
  });

  it.each([
    ['an id that is none', 'nope', undefined],
    ['an order that does not exist', ORDER_ID, 404],
    ["another shopper's order", ORDER_ID, 403],
  ])('says so for %s, with the way to the orders', async (_case, orderId, status) => {
    const { calls } = stubApi({
      'GET /shop/order/details/:id': () => ({
        status: status ?? 500,
        body: { success: false, message: status === 403 ? 'Forbidden' : 'Order not found.' },
      }),
    });
    renderWithProviders(<PaymentSuccessPage />, {
      route: `/shop/paymentSuccess?orderId=${orderId}`,
    });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute(
      'href',
      '/shop/account',
    );
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    expect(getToasts()).toEqual([]);
    expect(calls).toHaveLength(status ? 1 : 0);
    await waitFor(() => expect(document.title).toBe('Order not found · Attire'));
  });

  it.each(['pending', 'failed'] as const)(
    'says an order whose payment is %s was not paid',
    async (paymentStatus) => {
      const order = orderFixture(ORDER_ID, { paymentStatus });
      stubApi({ 'GET /shop/order/details/:id': () => ({ body: { success: true, order } }) });
      renderWithProviders(<PaymentSuccessPage />, {
        route: `/shop/paymentSuccess?orderId=${ORDER_ID}`,
      });
      expect(await screen.findByRole('heading', { name: 'Payment not received' })).toBeVisible();
      expect(
        screen.getByText('This order has not been paid, so nothing was charged for it.'),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'View Orders' })).toBeVisible();
      expect(screen.queryByText('Payment Successful!')).toBeNull();
    },
  );
});

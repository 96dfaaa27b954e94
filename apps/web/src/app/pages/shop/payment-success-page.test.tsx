import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});

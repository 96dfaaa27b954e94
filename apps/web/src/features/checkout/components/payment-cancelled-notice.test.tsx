import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '@/test/order-fixtures';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { PaymentCancelledNotice } from './payment-cancelled-notice';

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = 'ddddddd1-0000-4000-8000-000000000042';

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function stubCancel() {
  return stubApi({
    'POST /shop/order/:id/cancel': ({ params }) => ({
      body: {
        success: true,
        order: orderFixture(params.id!, { orderStatus: 'rejected', paymentStatus: 'failed' }),
      },
    }),
  });
}

describe('back at the checkout from PayPal', () => {
  it("says the payment was cancelled and the cart kept, and ends the order that wasn't paid", async () => {
    sessionStorage.setItem('currentOrderId', ORDER_ID);
    const { calls } = stubCancel();
    renderWithProviders(
      <StrictMode>
        <PaymentCancelledNotice />
        <Search />
      </StrictMode>,
      { route: `/shop/checkout?cancelledOrder=${ORDER_ID}&token=5O190127TN364715T` },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Payment cancelled, your cart is kept');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was charged.');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', params: { id: ORDER_ID } });
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
    // A reload says and asks nothing again; the notice stays meanwhile.
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
    expect(screen.getByText('Payment cancelled, your cart is kept')).toBeVisible();
  });

  it('says nothing on an ordinary visit', () => {
    const { calls } = stubCancel();
    renderWithProviders(<PaymentCancelledNotice />, { route: '/shop/checkout' });
    expect(screen.queryByText('Payment cancelled, your cart is kept')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('tells the shopper even when the link names no order it knows, asking nothing', () => {
    const { calls } = stubCancel();
    renderWithProviders(<PaymentCancelledNotice />, {
      route: '/shop/checkout?cancelledOrder=nope&token=T',
    });
    expect(screen.getByText('Payment cancelled, your cart is kept')).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});

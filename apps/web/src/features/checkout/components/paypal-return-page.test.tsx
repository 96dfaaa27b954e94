import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PaypalReturnPage } from './paypal-return-page';

function renderReturn(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/shop/paypalReturnPage" element={<PaypalReturnPage />} />
      <Route path="/shop/paymentSuccess" element={<p>Payment Successful!</p>} />
    </Routes>,
    { route: url },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PayPal return page', () => {
  it('captures with paymentId, PayerID and the stored order id, then shows success', async () => {
    sessionStorage.setItem('currentOrderId', 'order-1');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ success: true, message: 'ok', order: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderReturn('/shop/paypalReturnPage?paymentId=PAY-1&token=TOK&PayerID=PAYER');
    expect(screen.getByRole('heading', { name: 'Processing Payment...' })).toBeInTheDocument();
    expect(
      screen.getByText("Confirming your payment, please don't close this page"),
    ).toBeInTheDocument();
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/shop/order/capture');
    expect(JSON.parse(String(init?.body))).toEqual({
      paymentId: 'PAY-1',
      payerId: 'PAYER',
      orderId: 'order-1',
    });
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
  });

  it("falls back to PayPal's token when there is no paymentId", async () => {
    sessionStorage.setItem('currentOrderId', 'order-2');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ success: true, order: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderReturn('/shop/paypalReturnPage?token=TOK-9&PayerID=P');
    await screen.findByText('Payment Successful!');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).paymentId).toBe('TOK-9');
  });

  it("shows the server's message and a way back to the cart when the capture fails", async () => {
    sessionStorage.setItem('currentOrderId', 'order-3');
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ success: false, message: 'The payment has not been approved yet.' }, 409),
    );
    renderReturn('/shop/paypalReturnPage?paymentId=P&PayerID=Q');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The payment has not been approved yet.'),
    );
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute(
      'href',
      '/shop/checkout',
    );
    expect(sessionStorage.getItem('currentOrderId')).toBe('order-3');
  });

  it('says a payment PayPal is reviewing is under review, not successful', async () => {
    sessionStorage.setItem('currentOrderId', 'order-4');
    const message = 'PayPal is reviewing your payment.';
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ success: true, message, order: { paymentStatus: 'pending' } }),
    );
    renderReturn('/shop/paypalReturnPage?token=TOK-4&PayerID=P');
    expect(await screen.findByRole('heading', { name: 'Payment under review' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute(
      'href',
      '/shop/account',
    );
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
  });
});

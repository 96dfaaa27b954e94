import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@attire/contract';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { pdfResponse, stubDownloads } from '@/test/stub-downloads';
import { OrderSummary } from './order-summary';

afterEach(() => vi.unstubAllGlobals());

const line = {
  productId: '77777777-7777-4777-8777-777777777777',
  variantId: '88888888-8888-4888-8888-888888888888',
  image: '/uploads/x.webp',
  price: 799,
  quantity: 1,
  lineTotal: 799,
  discount: 0,
  taxRate: 0 as const,
  taxableValue: 799,
  hsn: '6109',
};
const order: Order = {
  id: '99999999-9999-4999-8999-999999999999',
  userId: '11111111-1111-4111-8111-111111111111',
  orderDate: '2025-03-14T18:45:12.000Z',
  orderStatus: 'confirmed',
  subtotal: 1598,
  discount: 0,
  promoCode: null,
  shipping: 0,
  tax: { total: 0, cgst: 0, sgst: 0, igst: 0 },
  totalAmount: 1598,
  paymentMethod: 'paypal',
  paymentStatus: 'paid',
  paymentId: 'PAY-1',
  payerId: 'PAYER-1',
  orderItems: [
    { ...line, title: 'Crew Tee', size: 'M', colour: 'navy', sku: 'TEE-M-NAVY' },
    { ...line, title: 'Canvas Tote', size: null, colour: null, sku: 'AT-TOTE' },
  ],
  shippingAddress: {
    address: '12 MG Road',
    city: 'Pune',
    pincode: '411001',
    phone: '9876543210',
    notes: 'Ring twice',
    state: '27',
  },
  timeline: [],
  refunds: [],
  returns: [],
  refundedAmount: 0,
  invoice: null,
  creditNotes: [],
  returnableUntil: null,
};

/** The money rows of the summary, as a person reads them. */
function moneyRows() {
  const total = screen.getByText('Total', { selector: 'dt' });
  return within(total.closest('dl')!)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
}

describe('order summary', () => {
  it('shows each line as a receipt: picture, title, size and colour, quantity × price, total', () => {
    const bought: Order = {
      ...order,
      orderItems: [
        // The server works out the line's total; the page shows it as sent.
        {
          ...line,
          title: 'Crew Tee',
          size: '4-5Y',
          colour: 'navy',
          sku: 'TEE',
          quantity: 3,
          lineTotal: 2397,
        },
        { ...line, title: 'Canvas Tote', size: null, colour: null, sku: 'AT-TOTE' },
      ],
    };
    render(<OrderSummary order={bought} documentViewer="shopper" termClassName="" />);
    const [tee, tote] = screen.getAllByRole('listitem');
    expect(tee).toHaveTextContent(/^Crew TeeSize 4-5Y · Navy3 × ₹799\.00Line total ₹2,397\.00$/);
    expect(tote).toHaveTextContent(/^Canvas Tote1 × ₹799\.00Line total ₹799\.00$/);
    expect(tee!.querySelector('img')).toHaveAttribute('src', '/uploads/x.webp');
    // The size and the colour each stay on one line on a phone.
    expect(within(tee!).getByText('Size 4-5Y')).toHaveClass('whitespace-nowrap');
    expect(within(tee!).getByText('Navy')).toHaveClass('whitespace-nowrap');
    expect(screen.queryByText(/Title:|Quantity:|Price:/)).toBeNull();
  });

  it("names the payment method as PayPal writes it, and the date in India's time", () => {
    render(<OrderSummary order={order} documentViewer="shopper" termClassName="" />);
    expect(screen.getByText('Payment method').nextElementSibling).toHaveTextContent(/^PayPal$/);
    // 18:45 UTC on 14 March is 00:15 on the 15th in India.
    expect(screen.getByText('Order Date').nextElementSibling).toHaveTextContent(/^15 Mar 2025$/);
  });

  it("shows the money as the order stored it: the code's saving, shipping and the GST inside", () => {
    // Figures the lines alone could not give (₹1,598 of lines): they must come from the order.
    const paid: Order = {
      ...order,
      discount: 159.8,
      promoCode: 'SAVE10',
      shipping: 49,
      tax: { total: 70.81, cgst: 0, sgst: 0, igst: 70.81 },
      totalAmount: 1487.2,
    };
    render(<OrderSummary order={paid} documentViewer="shopper" termClassName="" />);
    expect(moneyRows()).toEqual([
      'Subtotal ₹1,598.00',
      'Code SAVE10 −₹159.80',
      'Shipping ₹49.00',
      'Total ₹1,487.20',
    ]);
    expect(screen.getByText('Includes GST ₹70.81')).toBeInTheDocument();
    // What was shown before the breakdown stays.
    expect(screen.getByText('Order Price').nextElementSibling).toHaveTextContent('₹1,487.20');
  });

  it('shows Free shipping, and neither a saving nor GST when the order had none', () => {
    render(<OrderSummary order={order} documentViewer="shopper" termClassName="" />);
    expect(moneyRows()).toEqual(['Subtotal ₹1,598.00', 'Shipping Free', 'Total ₹1,598.00']);
    expect(screen.queryByText(/Includes GST/)).toBeNull();
  });
});

describe('order summary: tax invoice', () => {
  const invoiced: Order = {
    ...order,
    invoice: { number: 'ATR/26-27/000042', issuedAt: '2026-04-02T10:00:00.000Z' },
  };

  it('offers no invoice when the shop issued none (not GST-registered)', () => {
    render(<OrderSummary order={order} documentViewer="shopper" termClassName="" />);
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    expect(screen.queryByText('Tax invoice')).toBeNull();
  });

  it.each([
    ['shopper', `/shop/order/${order.id}/invoice`],
    ['admin', `/admin/order/${order.id}/invoice`],
  ] as const)("downloads the %s's invoice through its own call", async (viewer, path) => {
    const api = stubApi({ [`GET ${path}`]: () => pdfResponse('ATR-26-27-000042.pdf') });
    const downloads = stubDownloads();
    renderWithProviders(<OrderSummary order={invoiced} documentViewer={viewer} termClassName="" />);
    const row = screen.getByText('Tax invoice', { selector: 'dt' })
      .nextElementSibling as HTMLElement;
    expect(row).toHaveTextContent('ATR/26-27/000042');

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() =>
      expect(downloads.saved.map((file) => file.name)).toEqual(['ATR-26-27-000042.pdf']),
    );
    expect(api.calls.map((call) => call.path)).toEqual([path]);
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address, CartItem } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { jsonResponse, renderWithProviders, SHOPPER } from '@/test/render';
import { PaypalButton } from './paypal-button';
import { cartItemFixture } from '@/test/catalog-fixtures';

const address: Address = {
  id: '44444444-4444-4444-8444-444444444444',
  userId: SHOPPER.id,
  address: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '9876543210',
  notes: 'Ring twice',
  state: '29',
};
const items: CartItem[] = [
  cartItemFixture({
    id: 'line',
    productId: '55555555-5555-4555-8555-555555555555',
    quantity: 2,
    product: { image: '/x.webp', title: 'Tee', price: 500, salePrice: 399, totalStock: 9 },
  }),
];

/** A quote of ₹847 (the tees, with ₹49 delivery), without a code. */
const props = {
  userId: SHOPPER.id,
  items,
  address,
  payment: { totalAmount: 847, promoCode: undefined },
  onPromoRefused: () => {},
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkout with PayPal', () => {
  it("toasts 'Cart is empty!' and 'Please select an address to proceed!'", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { rerender } = renderWithProviders(<PaypalButton {...props} items={[]} payment={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout with PayPal' }));
    expect(getToasts()[0]).toMatchObject({ title: 'Cart is empty!', variant: 'destructive' });
    rerender(<PaypalButton {...props} address={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout with PayPal' }));
    expect(getToasts()[0]).toMatchObject({ title: 'Please select an address to proceed!' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains, and does not call the server, when the cart has more lines than one order takes', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const many = Array.from({ length: 52 }, (_, index) => ({
      ...items[0]!,
      id: `line-${index}`,
      productId: `product-${index}`,
    }));
    renderWithProviders(<PaypalButton {...props} items={many} payment={null} />);
    const explanation =
      'One order can hold at most 50 different products. Remove 2 from your cart to check out.';
    const button = screen.getByRole('button', { name: 'Checkout with PayPal' });
    expect(button).toHaveAccessibleDescription(explanation);
    await userEvent.click(button);
    expect(getToasts()[0]).toMatchObject({ title: explanation, variant: 'destructive' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is disabled while there is no quote, described by the words saying why', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <p id="why">Working out your total…</p>
        <PaypalButton {...props} payment={null} waitingReasonId="why" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Checkout with PayPal' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Working out your total…');
    await userEvent.click(button);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the order, keeps its id in session storage and goes to the approval URL', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      (_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<PaypalButton {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout with PayPal' }));
    expect(screen.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();

    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      userId: SHOPPER.id,
      orderItems: [
        {
          productId: items[0]?.productId,
          variantId: items[0]?.variantId,
          quantity: 2,
          price: 399,
          title: 'Tee',
        },
      ],
      shippingAddress: { address: '12 MG Road', city: 'Bengaluru', pincode: '560001' },
      totalAmount: 847,
      orderStatus: 'pending',
      paymentMethod: 'paypal',
      paymentStatus: 'pending',
      paymentId: '',
      payerId: '',
    });
    answer(
      jsonResponse(
        { success: true, approvalURL: '/paypal-sandbox/approve?x=1', orderId: 'order-1' },
        201,
      ),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/paypal-sandbox/approve?x=1'));
    expect(sessionStorage.getItem('currentOrderId')).toBe('order-1');
  });
});

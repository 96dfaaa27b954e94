import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@attire/contract';
import { OrderSummary } from './order-summary';

const line = {
  productId: '77777777-7777-4777-8777-777777777777',
  variantId: '88888888-8888-4888-8888-888888888888',
  image: '/uploads/x.webp',
  price: 799,
  quantity: 1,
};
const order: Order = {
  id: '99999999-9999-4999-8999-999999999999',
  userId: '11111111-1111-4111-8111-111111111111',
  orderDate: '2025-03-14T18:45:12.000Z',
  orderStatus: 'confirmed',
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
  },
} as Order;

describe('order summary', () => {
  it('names the size and colour of every line bought in one', () => {
    render(<OrderSummary order={order} termClassName="" itemClassName="" />);
    const [tee, tote] = screen.getAllByRole('listitem');
    expect(within(tee!).getByText('Size M · Navy')).toBeInTheDocument();
    expect(tote).toHaveTextContent(/^Title: Canvas ToteQuantity: 1Price: ₹799\.00$/);
  });
});

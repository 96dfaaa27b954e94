import type { AdminOrder, User } from '@attire/contract';

export const ADMIN: User = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Admin',
  email: 'admin@attire.test',
  role: 'admin',
};

export function makeOrder(id: string, overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id,
    userId: '11111111-1111-4111-8111-111111111111',
    customer: { name: 'Asha Rao', email: 'asha@example.com' },
    orderDate: '2025-03-14T18:45:12.000Z',
    orderStatus: 'pending',
    totalAmount: 2998,
    paymentMethod: 'paypal',
    paymentStatus: 'paid',
    paymentId: 'PAY-1',
    payerId: 'PAYER-1',
    orderItems: [
      {
        productId: null,
        variantId: null,
        size: 'M',
        colour: 'navy',
        sku: 'AT-LINEN-M-NAVY',
        title: 'Linen shirt',
        image: '/uploads/shirt.png',
        price: 1499,
        quantity: 2,
      },
    ],
    shippingAddress: {
      address: '12 MG Road',
      city: 'Pune',
      pincode: '411001',
      phone: '9876543210',
      notes: 'Ring twice',
    },
    ...overrides,
  };
}

/** Radix Select measures and scrolls with APIs jsdom does not implement. */
export function polyfillRadixSelect() {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

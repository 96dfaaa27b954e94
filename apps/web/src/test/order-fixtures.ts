import type { AdminOrder, Order, OrderItem, OrderReturn, Refund } from '@attire/contract';

export const SHIRT_PRODUCT = '77777777-7777-4777-8777-777777777771';
export const SHIRT_M_NAVY = '88888888-8888-4888-8888-888888888881';
export const TOTE_PRODUCT = '77777777-7777-4777-8777-777777777772';

/** Two linen shirts (size M, navy) at ₹1,499. */
export const SHIRT_LINE: OrderItem = {
  productId: SHIRT_PRODUCT,
  variantId: SHIRT_M_NAVY,
  size: 'M',
  colour: 'navy',
  sku: 'AT-LINEN-M-NAVY',
  title: 'Linen shirt',
  image: '/uploads/shirt.png',
  price: 1499,
  quantity: 2,
  lineTotal: 2998,
  // The shop in these fixtures has no GSTIN, so no GST is taken out of the lines.
  discount: 0,
  taxRate: 0,
  taxableValue: 2998,
  hsn: '6205',
};

/** One canvas tote (no size or colour) at ₹799. */
export const TOTE_LINE: OrderItem = {
  productId: TOTE_PRODUCT,
  variantId: null,
  size: null,
  colour: null,
  sku: 'AT-TOTE',
  title: 'Canvas tote',
  image: '/uploads/tote.png',
  price: 799,
  quantity: 1,
  lineTotal: 799,
  discount: 0,
  taxRate: 0,
  taxableValue: 799,
  hsn: '4202',
};

/**
 * An order as the API sends it: paid, pending, two shirts, nothing refunded or returned; no
 * code, free shipping and no GST, so its subtotal is its total unless the overrides say more.
 */
export function orderFixture(id: string, overrides: Partial<Order> = {}): Order {
  return {
    id,
    userId: '11111111-1111-4111-8111-111111111111',
    orderDate: '2025-03-14T18:45:12.000Z',
    orderStatus: 'pending',
    subtotal: overrides.totalAmount ?? 2998,
    discount: 0,
    promoCode: null,
    shipping: 0,
    tax: { total: 0, cgst: 0, sgst: 0, igst: 0 },
    totalAmount: 2998,
    paymentMethod: 'paypal',
    paymentStatus: 'paid',
    paymentId: 'PAY-1',
    payerId: 'PAYER-1',
    orderItems: [SHIRT_LINE],
    shippingAddress: {
      address: '12 MG Road',
      city: 'Pune',
      pincode: '411001',
      phone: '9876543210',
      notes: 'Ring twice',
      state: '27',
    },
    timeline: [
      { at: '2025-03-14T18:45:12.000Z', status: 'pending', by: 'shopper', event: 'placed' },
    ],
    refunds: [],
    returns: [],
    refundedAmount: 0,
    // The shop in these fixtures has no GSTIN: no tax invoice, no credit notes.
    invoice: null,
    creditNotes: [],
    returnableUntil: null,
    ...overrides,
  };
}

/** The same order as the back office sees it: placed by Asha Rao. */
export function adminOrderFixture(id: string, overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...orderFixture(id),
    customer: { name: 'Asha Rao', email: 'asha@example.com' },
    ...overrides,
  };
}

export function refundFixture(id: string, overrides: Partial<Refund> = {}): Refund {
  return {
    id,
    amount: 1499,
    at: '2025-03-20T10:00:00.000Z',
    reason: 'Damaged in transit',
    status: 'completed',
    restock: false,
    creditNote: null,
    items: [
      { productId: SHIRT_PRODUCT, variantId: SHIRT_M_NAVY, title: 'Linen shirt', quantity: 1 },
    ],
    ...overrides,
  };
}

export function returnFixture(
  id: string,
  orderId: string,
  overrides: Partial<OrderReturn> = {},
): OrderReturn {
  const { productId, variantId, title, size, colour, price } = SHIRT_LINE;
  return {
    id,
    orderId,
    status: 'requested',
    items: [{ productId, variantId, title, size, colour, price, quantity: 1 }],
    reason: 'Too small',
    createdAt: '2025-03-22T09:30:00.000Z',
    updatedAt: '2025-03-22T09:30:00.000Z',
    ...overrides,
  };
}

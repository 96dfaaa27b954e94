import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@attire/contract';
import {
  SHIRT_LINE,
  SHIRT_PRODUCT,
  TOTE_LINE,
  orderFixture,
  refundFixture,
  returnFixture,
} from '@/test/order-fixtures';
import {
  refundableAmount,
  refundableQuantities,
  refundedQuantities,
  returnableQuantities,
} from './order-lines';

const ORDER_ID = 'eeeeeee1-0000-4000-8000-000000000001';
/** How a refund names the shirt's M line. */
const SHIRT_REFUND_ITEM = {
  productId: SHIRT_PRODUCT,
  variantId: SHIRT_LINE.variantId,
  title: 'Linen shirt',
};

/** The same shirt in size L: a second line of the same product. */
const SHIRT_L: OrderItem = {
  ...SHIRT_LINE,
  variantId: '88888888-8888-4888-8888-888888888882',
  size: 'L',
  sku: 'AT-LINEN-L-NAVY',
  quantity: 1,
};

describe('what is left of an order to refund or return', () => {
  it('counts completed and pending refunds, not failed ones', () => {
    const order = orderFixture(ORDER_ID, {
      orderItems: [SHIRT_LINE, TOTE_LINE],
      totalAmount: 3797,
      refundedAmount: 1499,
      refunds: [
        refundFixture('r1'),
        refundFixture('r2', {
          status: 'failed',
          items: [{ ...SHIRT_REFUND_ITEM, quantity: 1 }],
        }),
        refundFixture('r3', {
          status: 'pending',
          amount: 799,
          items: [
            {
              productId: TOTE_LINE.productId,
              variantId: TOTE_LINE.variantId,
              title: 'Canvas tote',
              quantity: 1,
            },
          ],
        }),
      ],
    });
    expect(refundedQuantities(order)).toEqual([1, 1]);
    expect(refundableQuantities(order)).toEqual([1, 0]);
    // ₹3,797 paid, ₹1,499 refunded and ₹799 on its way.
    expect(refundableAmount(order)).toBe(1499);
  });

  it('counts a product refunded in two sizes against the line of each size', () => {
    const order = orderFixture(ORDER_ID, {
      orderItems: [SHIRT_LINE, SHIRT_L],
      refunds: [
        refundFixture('r1', {
          items: [
            { ...SHIRT_REFUND_ITEM, quantity: 1 },
            { ...SHIRT_REFUND_ITEM, variantId: SHIRT_L.variantId, quantity: 1 },
          ],
        }),
      ],
    });
    expect(refundedQuantities(order)).toEqual([1, 1]);
    expect(refundableQuantities(order)).toEqual([1, 0]);
  });

  it('keeps units in a requested or approved return from being returned again', () => {
    const order = orderFixture(ORDER_ID, {
      orderItems: [SHIRT_LINE, SHIRT_L],
      returns: [
        returnFixture('a', ORDER_ID, { status: 'approved' }),
        returnFixture('b', ORDER_ID, { status: 'rejected' }),
        returnFixture('c', ORDER_ID, {
          status: 'requested',
          items: [{ ...returnFixture('x', ORDER_ID).items[0]!, variantId: SHIRT_L.variantId }],
        }),
      ],
    });
    // Two M shirts, one in an approved return; the L shirt in a requested one.
    expect(returnableQuantities(order)).toEqual([1, 0]);
    // The admin may still refund them: the return is what they would refund.
    expect(refundableQuantities(order)).toEqual([2, 1]);
  });

  it('never refunds a line whose product is gone, nor below nothing', () => {
    const order = orderFixture(ORDER_ID, {
      orderItems: [{ ...TOTE_LINE, productId: null }],
      totalAmount: 799,
      refundedAmount: 900,
    });
    expect(refundableQuantities(order)).toEqual([0]);
    expect(refundableAmount(order)).toBe(0);
  });
});

import {
  PROMOTION_MESSAGES,
  promoMinSubtotalMessage,
  type Address,
  type CartItem,
  type Quote,
  type QuoteInput,
} from '@attire/contract';
import { cartItemFixture } from './catalog-fixtures';
import { SHOPPER } from './render';
import { stubApi, type StubReply } from './stub-api';

/** Two tees at ₹399: ₹798 in the cart. */
export const TEE_LINES: CartItem[] = [
  cartItemFixture({
    id: 'line',
    productId: '55555555-5555-4555-8555-555555555555',
    quantity: 2,
    product: { image: '/x.webp', title: 'Tee', price: 500, salePrice: 399, totalStock: 9 },
  }),
];

export const HOME_ADDRESS: Address = {
  id: '44444444-4444-4444-8444-444444444444',
  userId: SHOPPER.id,
  address: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '9876543210',
  notes: 'Ring twice',
  state: '29',
};

/**
 * The server's quote of the tees, as a shop would price them: ₹49 delivery below ₹999 after the
 * discount, SAVE10 takes 10 %, GST at 5 % inside. Figures are written out, not computed, so a
 * test that reads them checks what is shown, not a second copy of the pricing.
 */
export function teeQuote(promoCode?: string): Quote {
  const saving = promoCode === 'SAVE10';
  return {
    subtotal: 798,
    discount: saving ? 79.8 : 0,
    shipping: 49,
    totalAmount: saving ? 767.2 : 847,
    tax: saving
      ? { total: 36.53, cgst: 18.27, sgst: 18.26, igst: 0 }
      : { total: 40.33, cgst: 20.17, sgst: 20.16, igst: 0 },
    promo: saving ? { code: 'SAVE10', description: '10% off everything' } : null,
    freeShippingFrom: 999,
    freeShippingShortfall: saving ? 280.8 : 201,
    lines: [],
  };
}

const refused = (reason: string): StubReply => ({
  status: 409,
  body: { success: false, message: reason, errors: { promoCode: [reason] } },
});

/**
 * The quote and order calls of the checkout. SAVE10 is the one code that applies, to two tees or
 * more; `usedUpAtOrder` makes the order refuse it, as when its last use went to another shopper
 * meanwhile.
 */
export function stubCheckout({ usedUpAtOrder = false } = {}) {
  return stubApi({
    'POST /shop/checkout/quote': ({ body }) => {
      const { promoCode, orderItems } = body as QuoteInput;
      if (promoCode && promoCode.toUpperCase() !== 'SAVE10')
        return refused(PROMOTION_MESSAGES.promoUnknown);
      if (promoCode && (orderItems[0]?.quantity ?? 0) < 2)
        return refused(promoMinSubtotalMessage(399));
      return { body: { success: true, quote: teeQuote(promoCode?.toUpperCase()) } };
    },
    'POST /shop/order': ({ body }) => {
      const { promoCode } = body as QuoteInput;
      if (promoCode && usedUpAtOrder) return refused(PROMOTION_MESSAGES.promoUsedUp);
      return {
        status: 201,
        body: { success: true, approvalURL: '/paypal-sandbox/approve?x=1', orderId: 'order-1' },
      };
    },
  });
}

import {
  PAYMENT_METHOD,
  unitPrice,
  type Address,
  type CartItem,
  type CreateOrderInput,
} from '@attire/contract';

/** What the shopper agreed to pay: the quote's total and the code it was worked out with. */
export interface QuotedPayment {
  totalAmount: number;
  promoCode: string | undefined;
}

/**
 * The spec's create-order body from the cart, the chosen address and the quote. The server
 * prices the order again and refuses it when `totalAmount` differs from its own total, so the
 * total sent is the quote's (shipping and the code's saving included), not the cart's sum.
 */
export function buildOrder(
  userId: string,
  items: CartItem[],
  address: Address,
  { totalAmount, promoCode }: QuotedPayment,
): CreateOrderInput {
  return {
    userId,
    orderItems: items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      title: item.product.title,
      image: item.product.image,
      price: unitPrice(item.product),
      quantity: item.quantity,
    })),
    addressId: address.id,
    shippingAddress: {
      address: address.address,
      city: address.city,
      pincode: address.pincode,
      phone: address.phone,
      notes: address.notes,
    },
    totalAmount,
    promoCode,
    orderStatus: 'pending',
    paymentMethod: PAYMENT_METHOD,
    paymentStatus: 'pending',
    paymentId: '',
    payerId: '',
  };
}

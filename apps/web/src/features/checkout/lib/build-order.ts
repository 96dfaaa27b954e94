import {
  PAYMENT_METHOD,
  unitPrice,
  type Address,
  type CartItem,
  type CreateOrderInput,
} from '@attire/contract';

/**
 * The spec's create-order body from the cart and the chosen address. The server prices the
 * order itself and refuses it when `totalAmount` differs from its own total.
 */
export function buildOrder(
  userId: string,
  items: CartItem[],
  address: Address,
  totalAmount: number,
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
    orderStatus: 'pending',
    paymentMethod: PAYMENT_METHOD,
    paymentStatus: 'pending',
    paymentId: '',
    payerId: '',
  };
}

// Query keys that cross a feature's edge: one feature reads the data, another's call changes it
// (a payment empties the cart, a review changes a product's rating). Features never import each
// other, so these keys live here, once.
export const queryKeys = {
  carts: ['cart'] as const,
  cart: (userId: string) => ['cart', userId] as const,
  orders: ['orders'] as const,
  productDetails: (productId: string) => ['products', 'details', productId] as const,
  // With each product's reviews, whether the shopper may add one: a payment can change that.
  reviews: ['reviews'] as const,
  productReviews: (productId: string) => ['reviews', productId] as const,
};

import { createContext, useContext, type ComponentType } from 'react';

export type ProductReviews = ComponentType<{ productId: string }>;

/**
 * The product details show the product's reviews, but reviews are another feature: the shop
 * layout provides the section, so the two features never import each other.
 */
export const ProductReviewsContext = createContext<ProductReviews | null>(null);

export function useProductReviews(): ProductReviews {
  const reviews = useContext(ProductReviewsContext);
  if (!reviews) throw new Error('ProductReviewsContext is provided by the shop layout');
  return reviews;
}

/** Every product's own address (the page, and the quick view's address over a grid). */
export const PRODUCT_PATH = '/shop/product/:id';

export function productPath(id: string): string {
  return `/shop/product/${id}`;
}

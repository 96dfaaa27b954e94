import type { Product, User } from '@attire/contract';

export const ADMIN: User = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Admin',
  email: 'admin@attire.test',
  role: 'admin',
};

export const LINEN_SHIRT: Product = {
  id: '33333333-3333-4333-8333-333333333333',
  image: '/uploads/shirt.png',
  title: 'Linen shirt',
  description: 'A cool shirt',
  category: 'men',
  brand: 'levi',
  price: 1999,
  salePrice: 1499,
  totalStock: 12,
  rating: 0,
  reviewCount: 0,
};

export const PLAIN_TEE: Product = {
  ...LINEN_SHIRT,
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Plain tee',
  price: 499,
  salePrice: 0,
};

/** Radix Select measures and scrolls with APIs jsdom does not implement. */
export function polyfillRadixSelect() {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

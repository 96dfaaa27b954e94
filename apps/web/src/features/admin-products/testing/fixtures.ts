import { CATEGORY_TAX, type Product, type User } from '@attire/contract';

type ProductBasics = Omit<
  Product,
  'images' | 'sizes' | 'colours' | 'variants' | 'taxClass' | 'hsn'
> &
  Partial<Pick<Product, 'images' | 'sizes' | 'colours' | 'variants' | 'taxClass' | 'hsn'>>;

// As src/test/catalog-fixtures.ts makes them (which code outside test/ may not import): a
// product without sizes or colours has one variant holding its stock and prices.
function productFixture(basics: ProductBasics): Product {
  const variants = basics.variants ?? [
    {
      id: `${basics.id.slice(0, -4)}0001`,
      sku: `AT-${basics.id.slice(0, 8).toUpperCase()}`,
      size: null,
      colour: null,
      price: basics.price,
      salePrice: basics.salePrice,
      totalStock: basics.totalStock,
      image: null,
    },
  ];
  const { images = [basics.image], sizes = [], colours = [] } = basics;
  return { ...CATEGORY_TAX[basics.category], ...basics, images, sizes, colours, variants };
}

export const ADMIN: User = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Admin',
  email: 'admin@attire.test',
  role: 'admin',
  emailVerified: true,
};

export const LINEN_SHIRT: Product = productFixture({
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
});

export const PLAIN_TEE: Product = productFixture({
  ...LINEN_SHIRT,
  variants: undefined,
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Plain tee',
  price: 499,
  salePrice: 0,
});

const HOODIE_ID = '55555555-5555-4555-8555-555555555555';
const hoodieVariant = (n: number, size: string, colour: 'navy' | 'black', stock: number) => ({
  id: `${HOODIE_ID.slice(0, -4)}000${n}`,
  sku: `HOOD-${size}-${colour.toUpperCase()}`,
  size,
  colour,
  price: 2499,
  salePrice: 0,
  totalStock: stock,
  image: colour === 'navy' ? '/uploads/hoodie-navy.png' : '/uploads/hoodie-black.png',
});

/**
 * A product in two sizes and two colours: L in black costs more, and each colour has its own
 * photo (the gallery's second and third pictures).
 */
export const HOODIE: Product = productFixture({
  id: HOODIE_ID,
  image: '/uploads/hoodie.png',
  images: ['/uploads/hoodie.png', '/uploads/hoodie-navy.png', '/uploads/hoodie-black.png'],
  title: 'Zip hoodie',
  description: 'A warm hoodie',
  category: 'men',
  brand: 'nike',
  price: 2499,
  salePrice: 0,
  totalStock: 15,
  rating: 0,
  reviewCount: 0,
  sizes: ['M', 'L'],
  colours: ['navy', 'black'],
  variants: [
    hoodieVariant(1, 'M', 'navy', 5),
    hoodieVariant(2, 'M', 'black', 0),
    hoodieVariant(3, 'L', 'navy', 7),
    { ...hoodieVariant(4, 'L', 'black', 3), price: 2799, salePrice: 2599 },
  ],
});

/** Radix Select measures and scrolls with APIs jsdom does not implement. */
export function polyfillRadixSelect() {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

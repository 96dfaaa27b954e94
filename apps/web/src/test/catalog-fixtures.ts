import { CATEGORY_TAX, type CartItem, type Product, type Variant } from '@attire/contract';
import { productSummary } from '@/features/catalog/lib/product-summary';

type ProductBasics = Omit<
  Product,
  'images' | 'sizes' | 'colours' | 'variants' | 'taxClass' | 'hsn'
> &
  Partial<Pick<Product, 'images' | 'sizes' | 'colours' | 'variants' | 'taxClass' | 'hsn'>>;

/**
 * A product as the API sends it, from the spec's fields: without sizes or colours it has one
 * variant holding its stock and prices, as the server makes it.
 */
export function productFixture(basics: ProductBasics): Product {
  const variants: Variant[] = basics.variants ?? [
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
  return {
    ...CATEGORY_TAX[basics.category],
    ...basics,
    images: basics.images ?? [basics.image],
    sizes: basics.sizes ?? [],
    colours: basics.colours ?? [],
    variants,
  };
}

/**
 * A product as the listing and the search send it: its summary, with its only variant's id
 * when it has one (as the server makes it from the same product).
 */
/** A ₹999 crew tee in sizes S and M, five of each: a product whose quick view asks for a size. */
export function teeInTwoSizes(id: string, description: string): Product {
  return productFixture({
    id,
    image: '/uploads/tee.webp',
    title: 'Crew Tee',
    description,
    category: 'men',
    brand: 'levi',
    price: 999,
    salePrice: 0,
    totalStock: 10,
    rating: 0,
    reviewCount: 0,
    sizes: ['S', 'M'],
    variants: ['S', 'M'].map((size, index) => ({
      id: `${id.slice(0, -4)}000${index}`,
      sku: `TEE-${size}`,
      size,
      colour: null,
      price: 999,
      salePrice: 0,
      totalStock: 5,
      image: null,
    })),
  });
}

/** A product as the listing sums it up: the mapping the product page's heart uses too. */
export const summaryFixture = productSummary;

type CartItemBasics = Omit<CartItem, 'variantId' | 'size' | 'colour' | 'sku'> &
  Partial<Pick<CartItem, 'variantId' | 'size' | 'colour' | 'sku'>>;

/** A cart line of a one-variant product unless a size or colour is given. */
export function cartItemFixture(basics: CartItemBasics): CartItem {
  return {
    variantId: basics.variantId ?? `${basics.productId.slice(0, -4)}0001`,
    size: basics.size ?? null,
    colour: basics.colour ?? null,
    sku: basics.sku ?? `AT-${basics.productId.slice(0, 8).toUpperCase()}`,
    ...basics,
  };
}

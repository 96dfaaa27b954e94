import { BRANDS, toPaise, type BrandId, type CategoryId } from '@attire/contract';
import type { products } from '../schema/index.js';
import type { ImageFor } from './images.js';
import { BRAND_PRICE_LEVEL, COLOURS, PRODUCT_KINDS } from './vocabulary.js';

export type NewProduct = typeof products.$inferInsert;

// Cycled through by the seed: some sold out, several low (1 to 10), the rest comfortable.
const STOCK_PATTERN = [0, 3, 8, 24, 45, 12, 1, 60, 7, 30, 90, 5, 18, 0, 10, 36, 2, 75, 15, 40];

export const brandLabel = (brand: BrandId) => BRANDS.find((entry) => entry.id === brand)!.label;

/** A shop-like price in rupees: ends in 99 (₹1,299, ₹2,499). */
export function shopPrice(rupees: number): number {
  return Math.max(199, Math.round(rupees / 100) * 100 - 1);
}

/** A sale price below the price, ending in 49 or 99. */
export function salePrice(price: number, discount: number): number {
  return Math.max(99, Math.floor((price * (1 - discount)) / 50) * 50 - 1);
}

/** The table row of one product, money in paise. */
export function productRow(fields: {
  image: string;
  title: string;
  description: string;
  category: CategoryId;
  brand: BrandId;
  price: number;
  salePrice: number;
  totalStock: number;
}): NewProduct {
  return {
    image: fields.image,
    title: fields.title,
    description: fields.description,
    category: fields.category,
    brand: fields.brand,
    pricePaise: toPaise(fields.price),
    salePricePaise: toPaise(fields.salePrice),
    totalStock: fields.totalStock,
  };
}

/**
 * The demo catalogue: every kind of garment from each of its two brands, in a colour of its
 * own, so that every category and brand is on the shelves, with some on sale and some sold out.
 */
export function seedCatalogue(imageFor: ImageFor): NewProduct[] {
  return PRODUCT_KINDS.flatMap((kind, kindIndex) =>
    kind.brands.map((brand, brandIndex) => {
      const index = kindIndex * 2 + brandIndex;
      const colourIndex = kind.colours[brandIndex]!;
      const colour = COLOURS[colourIndex]!;
      const price = shopPrice(kind.price * BRAND_PRICE_LEVEL[brand] * (1 + brandIndex * 0.06));
      return productRow({
        image: imageFor(kind.type, colourIndex),
        title: `${kind.title}, ${colour.name}`,
        description: `${kind.description} In ${colour.name.toLowerCase()}, by ${brandLabel(brand)}.`,
        category: kind.category,
        brand,
        price,
        salePrice: index % 3 === 1 ? salePrice(price, 0.15 + (index % 4) * 0.05) : 0,
        totalStock: STOCK_PATTERN[index % STOCK_PATTERN.length]!,
      });
    }),
  );
}

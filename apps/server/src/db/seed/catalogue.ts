import { BRANDS, type BrandId, type ProductInput } from '@attire/contract';
import type { ImageFor } from './images.js';
import { seedProductInput } from './seed-product.js';
import { BRAND_PRICE_LEVEL, COLOURS, PRODUCT_KINDS } from './vocabulary.js';

// Cycled through by the seed, one a product: 0 sells it out, up to 10 leaves that many pieces
// in all (spread over its sizes and colours, the others gone), more stocks it from VARIANT_STOCK.
const STOCK_PATTERN = [0, 3, 24, 45, 12, 60, 30, 7, 90, 18, 36, 75, 40, 0, 15, 50, 1, 20, 66, 27];
// Cycled through by the variants of a well-stocked product: a few sizes sold out, a few low.
const VARIANT_STOCK = [24, 0, 45, 8, 60, 30, 3, 90, 18, 36, 0, 75, 12, 50, 6, 40, 15];
// How many colours each product comes in, cycled through.
const COLOUR_COUNTS = [3, 1, 2, 4, 2, 1, 3, 2, 1];

export const brandLabel = (brand: BrandId) => BRANDS.find((entry) => entry.id === brand)!.label;

/** A shop-like price in rupees: ends in 99 (₹1,299, ₹2,499). */
export function shopPrice(rupees: number): number {
  return Math.max(199, Math.round(rupees / 100) * 100 - 1);
}

/** A sale price below the price, ending in 49 or 99. */
export function salePrice(price: number, discount: number): number {
  return Math.max(99, Math.floor((price * (1 - discount)) / 50) * 50 - 1);
}

/** "navy", "navy and grey", "navy, grey and black". */
function colourList(colourIndexes: readonly number[]): string {
  const names = colourIndexes.map((index) => COLOURS[index]!.label.toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

/**
 * The title and description of a product sold in `colourIndexes` (its own, first, leads the
 * gallery). Only a product sold in one colour names it in its title ("…, Navy"): a title that
 * names one of several colours would follow a shopper who bought another into the cart, the
 * order and the e-mails. The description says which colours there are.
 */
export function wording(
  kind: { description: string },
  title: string,
  brand: BrandId,
  colourIndexes: readonly number[],
  style?: string,
) {
  const styled = `${style ? `${style} ` : ''}${title}`;
  const only = colourIndexes.length === 1 ? COLOURS[colourIndexes[0]!]!.label : null;
  const colours = colourList(colourIndexes);
  return {
    title: only ? `${styled}, ${only}` : styled,
    description: `${kind.description} ${only ? 'In' : 'Comes in'} ${colours}, by ${brandLabel(brand)}.`,
  };
}

/** The stock of a demo product's variant: see STOCK_PATTERN. */
function demoStock(productIndex: number, variantIndex: number, count: number): number {
  const pattern = STOCK_PATTERN[productIndex % STOCK_PATTERN.length]!;
  if (pattern > 10) return VARIANT_STOCK[(productIndex * 7 + variantIndex) % VARIANT_STOCK.length]!;
  // The last few pieces, spread evenly over the sizes and colours.
  return (
    Math.floor(((variantIndex + 1) * pattern) / count) -
    Math.floor((variantIndex * pattern) / count)
  );
}

/**
 * The demo catalogue: every kind of garment from each of its two brands, each with a title and
 * a leading colour of its own, so that every category and brand is on the shelves, with some
 * on sale, some sold out and some sizes gone.
 */
export function seedCatalogue(imageFor: ImageFor): ProductInput[] {
  return PRODUCT_KINDS.flatMap((kind, kindIndex) =>
    kind.brands.map((brand, brandIndex) => {
      const index = kindIndex * 2 + brandIndex;
      const count = Math.min(COLOUR_COUNTS[index % COLOUR_COUNTS.length]!, kind.colours.length);
      // Each brand starts from a colour of its own, so the two lead with different pictures.
      const colours = Array.from(
        { length: count },
        (_, step) => kind.colours[(brandIndex + step) % kind.colours.length]!,
      );
      const price = shopPrice(kind.price * BRAND_PRICE_LEVEL[brand] * (1 + brandIndex * 0.06));
      return seedProductInput({
        kind,
        ...wording(kind, kind.titles[brandIndex]!, brand, colours),
        brand,
        price,
        salePrice: index % 3 === 1 ? salePrice(price, 0.15 + (index % 4) * 0.05) : 0,
        colours,
        stockOf: (variantIndex, variants) => demoStock(index, variantIndex, variants),
        pictureOf: (colourIndex) => imageFor(kind.type, colourIndex),
      });
    }),
  );
}

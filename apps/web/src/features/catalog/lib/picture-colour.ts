import type { Product } from '@attire/contract';

// Apart from variants.ts, which the listing page does not otherwise need.

type Pictured = Pick<Product, 'image' | 'colours' | 'variants'>;

/** The colour a picture shows: that of a variant tagged with it; null for none (a detail shot). */
export function pictureColour(product: Pick<Product, 'variants'>, image: string): string | null {
  return product.variants.find((v) => v.image === image && v.colour !== null)?.colour ?? null;
}

/**
 * The colour a listing tile shows and links to, when the listing is filtered by colour: the
 * colour of its picture (which the server chose among the filter's: listing-picture.ts on the
 * server), or else the first of the product's colours that the filter names. Undefined when
 * the listing is not filtered by colour.
 */
export function listedColour(product: Pictured, filter: readonly string[]): string | undefined {
  if (filter.length === 0) return undefined;
  const shown = pictureColour(product, product.image);
  if (shown !== null && filter.includes(shown)) return shown;
  return product.colours.find((colour) => filter.includes(colour));
}

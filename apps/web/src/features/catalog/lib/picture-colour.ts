import type { Product, ProductSummary } from '@attire/contract';

// Apart from variants.ts, which the listing page does not otherwise need.

/** The colour a picture shows: that of a variant tagged with it; null for none (a detail shot). */
export function pictureColour(product: Pick<Product, 'variants'>, image: string): string | null {
  return product.variants.find((v) => v.image === image && v.colour !== null)?.colour ?? null;
}

/**
 * The colour a listing tile links to, when the listing is filtered by colour: the first of the
 * product's colours that the filter names, the one whose picture the server leads the tile with
 * (listing-picture.ts on the server; it passes over a colour none of whose variants matches the
 * size, stock and price filters, which the summary cannot tell). Undefined when the listing is
 * not filtered by colour.
 */
export function listedColour(
  product: Pick<ProductSummary, 'colours'>,
  filter: readonly string[],
): string | undefined {
  if (filter.length === 0) return undefined;
  return product.colours.find((colour) => filter.includes(colour));
}

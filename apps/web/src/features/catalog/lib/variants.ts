import { sortSizes, unitPrice, type Product, type Variant } from '@attire/contract';
import { pictureColour } from './picture-colour';

type Sellable = Pick<Product, 'sizes' | 'colours' | 'variants'>;
type Pictured = Sellable & Pick<Product, 'image' | 'images'>;

/** What the shopper has picked so far; null while a choice is open. */
export interface VariantChoice {
  size: string | null;
  colour: string | null;
}

/** The product's sizes in their scale's order (XS before S, UK 9 before UK 10). */
export function displaySizes(product: Sellable): string[] {
  return sortSizes(product.sizes);
}

/** The picture a product's page opens on: its gallery's first. */
export const leadPicture = (product: Pick<Product, 'image' | 'images'>): string =>
  product.images[0] ?? product.image;

/**
 * The choice a product's page opens with. An only size or colour is chosen for the shopper.
 * The colour is the one the shopper was shown: the link's (a tile of a listing filtered by
 * colour), otherwise the colour of the picture the page opens on, so that what is seen and
 * what goes in the cart agree. Anything else waits for them.
 */
export function initialChoice(product: Pictured, linked: string | null = null): VariantChoice {
  const only = product.colours.length === 1 ? (product.colours[0] ?? null) : null;
  const known = linked !== null && product.colours.includes(linked as never) ? linked : null;
  return {
    size: product.sizes.length === 1 ? (product.sizes[0] ?? null) : null,
    colour: only ?? known ?? pictureColour(product, leadPicture(product)),
  };
}

/** What is still to choose before the product can go in the cart, in the page's order. */
export function missingChoices(product: Sellable, choice: VariantChoice): ('colour' | 'size')[] {
  const missing: ('colour' | 'size')[] = [];
  if (product.colours.length > 0 && choice.colour === null) missing.push('colour');
  if (product.sizes.length > 0 && choice.size === null) missing.push('size');
  return missing;
}

/** The variant the choice names, once every size and colour the product has is chosen. */
export function chosenVariant(product: Sellable, choice: VariantChoice): Variant | null {
  if (missingChoices(product, choice).length > 0) return null;
  const size = product.sizes.length > 0 ? choice.size : null;
  const colour = product.colours.length > 0 ? choice.colour : null;
  return product.variants.find((v) => v.size === size && v.colour === colour) ?? null;
}

/**
 * The stock of a size in the chosen colour (in every colour while none is chosen); a size the
 * product does not make in that colour has none.
 */
export function sizeStock(product: Sellable, size: string, colour: string | null): number {
  return product.variants
    .filter((v) => v.size === size && (colour === null || v.colour === colour))
    .reduce((sum, v) => sum + v.totalStock, 0);
}

/** Whether the product comes in this size in the colour (in any colour while none is chosen). */
export function sizeMade(product: Sellable, size: string, colour: string | null): boolean {
  return product.variants.some((v) => v.size === size && (colour === null || v.colour === colour));
}

/** The photo of a colour, when the product has one. */
export function colourImage(product: Sellable, colour: string): string | null {
  return product.variants.find((v) => v.colour === colour && v.image)?.image ?? null;
}

/** Whether the variants' unit prices differ, so that the product's price is a "from" price. */
export function pricesVary(product: Sellable): boolean {
  return new Set(product.variants.map(unitPrice)).size > 1;
}

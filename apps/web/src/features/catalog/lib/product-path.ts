/** Every product's own address (the page, and the quick view's address over a grid). */
export const PRODUCT_PATH = '/shop/product/:id';

/** The query parameter that names the colour a link shows: the page preselects it. */
export const COLOUR_PARAM = 'colour';

/** The product's address; with a colour (a tile of a listing filtered by it), that colour's. */
export function productPath(id: string, colour?: string | null): string {
  return colour
    ? `/shop/product/${id}?${COLOUR_PARAM}=${encodeURIComponent(colour)}`
    : `/shop/product/${id}`;
}

/** The colour an address names (`?colour=navy`), or null. */
export function linkedColour(search: string): string | null {
  return new URLSearchParams(search).get(COLOUR_PARAM);
}

// What clothes come in: the size scale of each category and the colour palette. Plain data (no
// zod), so that the web's first load can use it.
import type { CategoryId } from './constants.js';

const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'] as const;
const FOOTWEAR_SIZES = [
  'UK 3',
  'UK 4',
  'UK 5',
  'UK 6',
  'UK 7',
  'UK 8',
  'UK 9',
  'UK 10',
  'UK 11',
  'UK 12',
] as const;
export const ONE_SIZE = 'One Size';

/** The sizes a product of each category may come in, smallest first (the display order). */
export const SIZE_SCALES: Record<CategoryId, readonly string[]> = {
  men: ADULT_SIZES,
  women: ADULT_SIZES,
  kids: KIDS_SIZES,
  footwear: FOOTWEAR_SIZES,
  accessories: [ONE_SIZE],
};

/** Every size of every scale, each once, in scale order: the listing's size filter. */
export const ALL_SIZES: readonly string[] = [
  ...new Set(Object.values(SIZE_SCALES).flatMap((scale) => scale)),
];

export const COLOURS = [
  { id: 'black', label: 'Black', hex: '#1f2328' },
  { id: 'white', label: 'White', hex: '#f7f7f5' },
  { id: 'grey', label: 'Grey', hex: '#8c9096' },
  { id: 'navy', label: 'Navy', hex: '#1f2f57' },
  { id: 'blue', label: 'Blue', hex: '#2f6fd6' },
  { id: 'red', label: 'Red', hex: '#c8323c' },
  { id: 'green', label: 'Green', hex: '#2f8a4e' },
  { id: 'yellow', label: 'Yellow', hex: '#f2c230' },
  { id: 'pink', label: 'Pink', hex: '#ec8fb3' },
  { id: 'beige', label: 'Beige', hex: '#d8c6a5' },
  { id: 'brown', label: 'Brown', hex: '#7a5034' },
  { id: 'purple', label: 'Purple', hex: '#7a4fb0' },
  { id: 'orange', label: 'Orange', hex: '#ec7a2c' },
  // Drawn as a rainbow swatch; the hex stands in where one colour must be given.
  { id: 'multi', label: 'Multicolour', hex: '#9b8c7a' },
] as const;
export const COLOUR_IDS = [
  'black',
  'white',
  'grey',
  'navy',
  'blue',
  'red',
  'green',
  'yellow',
  'pink',
  'beige',
  'brown',
  'purple',
  'orange',
  'multi',
] as const;
export type ColourId = (typeof COLOUR_IDS)[number];

export function colourLabel(id: string): string {
  return COLOURS.find((colour) => colour.id === id)?.label ?? id;
}

/**
 * How a message names a bought line: `Linen Shirt (M, Navy)`, so that a shopper with two sizes
 * of one product knows which one is meant; just the title for a product with neither.
 */
export function lineName(line: {
  title: string;
  size: string | null;
  colour: string | null;
}): string {
  const details = [line.size, line.colour && colourLabel(line.colour)].filter(Boolean);
  return details.length > 0 ? `${line.title} (${details.join(', ')})` : line.title;
}

/**
 * Sorts sizes into their scale's order (XS before S, UK 9 before UK 10), whatever order they
 * were chosen in; sizes outside every scale go last.
 */
export function sortSizes(sizes: readonly string[]): string[] {
  const rank = (size: string) => {
    const index = ALL_SIZES.indexOf(size);
    return index === -1 ? ALL_SIZES.length : index;
  };
  return [...sizes].sort((a, b) => rank(a) - rank(b));
}

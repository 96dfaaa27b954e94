import { colourLabel } from '@attire/contract';

/**
 * How a message names a line: `Linen Shirt (M, Navy)`, so that a shopper with two sizes of
 * one product knows which ran out; just the title for a product with neither size nor colour.
 */
export function lineName(line: {
  title: string;
  size: string | null;
  colour: string | null;
}): string {
  const details = [line.size, line.colour && colourLabel(line.colour)].filter(Boolean);
  return details.length > 0 ? `${line.title} (${details.join(', ')})` : line.title;
}

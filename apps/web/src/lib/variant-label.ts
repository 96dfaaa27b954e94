import { ONE_SIZE, colourLabel } from '@attire/contract';

type Kind = { size: string | null; colour: string | null };

/** The size and the colour of a line as words ("Size 4-5Y", "Navy"), those it has. */
export function variantParts(line: Kind): string[] {
  const size = line.size === null ? null : line.size === ONE_SIZE ? ONE_SIZE : `Size ${line.size}`;
  const colour = line.colour === null ? null : colourLabel(line.colour);
  return [size, colour].filter((part): part is string => Boolean(part));
}

/**
 * What a cart line or an order item is beside its title: "Size M · Navy", "One Size", "Navy";
 * empty for a product sold in one kind only.
 */
export function variantLabel(line: Kind): string {
  return variantParts(line).join(' · ');
}

import { ONE_SIZE, colourLabel } from '@attire/contract';

/**
 * What a cart line or an order item is beside its title: "Size M · Navy", "One Size", "Navy";
 * empty for a product sold in one kind only.
 */
export function variantLabel(line: { size: string | null; colour: string | null }): string {
  const size = line.size === null ? null : line.size === ONE_SIZE ? ONE_SIZE : `Size ${line.size}`;
  const colour = line.colour === null ? null : colourLabel(line.colour);
  return [size, colour].filter(Boolean).join(' · ');
}

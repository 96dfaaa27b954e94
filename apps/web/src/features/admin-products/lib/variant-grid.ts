import { colourLabel, type ColourId, type Product } from '@attire/contract';
import type { VariantFormValues } from './product-form-values';

type Dimensions = { size?: string | null; colour?: ColourId | null };

const cellKey = ({ size, colour }: Dimensions) => `${size ?? ''}|${colour ?? ''}`;

/**
 * The stock grid's cells for the chosen sizes and colours: rows of sizes, each with a cell per
 * colour (one cell when only one of the two is chosen). A cell the grid had already keeps what
 * was typed in it; a new one starts at 0 in stock. Neither sizes nor colours: no grid, the
 * spec's single Total Stock.
 */
export function gridVariants(
  sizes: readonly string[],
  colours: readonly ColourId[],
  previous: readonly VariantFormValues[] = [],
): VariantFormValues[] | undefined {
  if (sizes.length === 0 && colours.length === 0) return undefined;
  const kept = new Map(previous.map((cell) => [cellKey(cell), cell]));
  const rows = sizes.length > 0 ? sizes : [null];
  const columns = colours.length > 0 ? colours : [null];
  return rows.flatMap((size) =>
    columns.map((colour) => kept.get(cellKey({ size, colour })) ?? { size, colour, totalStock: 0 }),
  );
}

/** The index of a size-and-colour's cell among the form's variants, -1 when it has none. */
export function cellIndex(
  variants: readonly Dimensions[],
  size: string | null,
  colour: ColourId | null,
): number {
  const key = cellKey({ size, colour });
  return variants.findIndex((cell) => cellKey(cell) === key);
}

/** "M · Navy", "M", "Navy": how the grid names a cell to screen readers and in the details. */
export function cellLabel({ size, colour }: Dimensions): string {
  return [size, colour ? colourLabel(colour) : null].filter(Boolean).join(' · ');
}

const count = (n: number, one: string) => (n === 0 ? null : `${n} ${one}${n === 1 ? '' : 's'}`);

/** "6 sizes · 3 colours", "2 colours": what the product comes in, if anything. */
export function variantCounts(product: Pick<Product, 'sizes' | 'colours'>): string {
  return [count(product.sizes.length, 'size'), count(product.colours.length, 'colour')]
    .filter(Boolean)
    .join(' · ');
}

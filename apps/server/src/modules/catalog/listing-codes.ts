import { type SQL, sql } from 'drizzle-orm';
import { ALL_SIZES, BRAND_IDS, CATEGORY_IDS, COLOUR_IDS } from '@attire/contract';

// The listing index keeps each variant as one small integer: size code in bits 0-4, colour
// code in bits 5-8, "in stock" in bit 9. Code 0 means "no size" / "no colour"; the others are
// 1 + the value's place in the contract's list, so a set of sizes or colours is a bit mask.
const COLOUR_SHIFT = 5;
export const IN_STOCK_BIT = 1 << 9;
const SIZE_BITS = (1 << COLOUR_SHIFT) - 1;
const COLOUR_BITS = 0b1111;

export const sizeOf = (code: number) => code & SIZE_BITS;
export const colourOf = (code: number) => (code >> COLOUR_SHIFT) & COLOUR_BITS;

/** The mask of the given values of `list` (bit 1 + index); 0 for none, which means "any". */
function maskOf(list: readonly string[], values: readonly string[]): number {
  let mask = 0;
  for (const value of values) {
    const index = list.indexOf(value);
    if (index >= 0) mask |= 1 << (index + 1);
  }
  return mask;
}

export const sizeMask = (sizes: readonly string[]) => maskOf(ALL_SIZES, sizes);
export const colourMask = (colours: readonly string[]) => maskOf(COLOUR_IDS, colours);

/** Categories and brands are a product's, never "none": their codes are plain indexes. */
export const categoryCode = (category: string) => CATEGORY_IDS.indexOf(category as never);
export const brandCode = (brand: string) => BRAND_IDS.indexOf(brand as never);
export const indexMask = (codes: number[]) => codes.reduce((mask, code) => mask | (1 << code), 0);

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

/** The code of a product_variants row `v`, computed in the database while loading. */
export const variantCodeSql: SQL = sql`
  coalesce(array_position(${textArray(ALL_SIZES)}, v.size), 0)
  + coalesce(array_position(${textArray(COLOUR_IDS)}, v.colour), 0) * ${sql.raw(String(1 << COLOUR_SHIFT))}
  + case when v.total_stock > 0 then ${sql.raw(String(IN_STOCK_BIT))} else 0 end`;

/** Calls `visit` with the code of each bit set in `mask`, code 0 ("none") left out. */
export function forEachCode(mask: number, visit: (code: number) => void) {
  for (let bits = mask & ~1; bits !== 0; bits &= bits - 1) visit(31 - Math.clz32(bits & -bits));
}

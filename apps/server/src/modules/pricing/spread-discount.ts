/**
 * Spreads `discountPaise` over lines in proportion to their values, in whole paise that add up
 * to it exactly (contract: the remainder goes to the largest line). Each line first gets its
 * share rounded down; the paise left over (fewer than the number of lines) go to the largest
 * line, and, in the rare case that would take it past its own value, on to the next largest, so
 * that no line is ever discounted below 0. Needs discount ≤ the lines' total value.
 */
export function spreadDiscount(values: readonly number[], discountPaise: number): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (discountPaise === 0 || total === 0) return values.map(() => 0);
  if (discountPaise > total) throw new RangeError('a discount cannot exceed what it applies to');
  // In BigInt: discount × value can pass 2^53 on a large order, and must not be rounded.
  const shares = values.map((value) =>
    Number((BigInt(discountPaise) * BigInt(value)) / BigInt(total)),
  );
  let left = discountPaise - shares.reduce((sum, share) => sum + share, 0);
  // Largest value first; among equal values, the earlier line.
  const order = values.map((_, index) => index).sort((a, b) => values[b]! - values[a]! || a - b);
  for (const index of order) {
    if (left === 0) break;
    const room = values[index]! - shares[index]!;
    const given = Math.min(room, left);
    shares[index]! += given;
    left -= given;
  }
  return shares;
}

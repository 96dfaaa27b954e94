// Figures read back from what the pricing function stored (orders, their lines, refunds): the
// few sums a page, an e-mail or a tax document shows that were not stored as such. They live
// here, beside the function that made the parts, so that no other module adds money up.

/** GST parts as orders, lines and refunds store them. */
export interface StoredGst {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The whole GST of stored parts (a part that does not apply is stored as 0). */
export const gstOf = (parts: StoredGst): number =>
  parts.cgstPaise + parts.sgstPaise + parts.igstPaise;

/**
 * What is left of a document's GST once its lines' is taken out: the delivery's, which the
 * pricing function worked out at the order's highest rate and stored only inside the whole.
 */
export function gstLeftAfter(whole: StoredGst, lines: readonly StoredGst[]): StoredGst {
  const sum = (pick: (parts: StoredGst) => number) =>
    lines.reduce((total, parts) => total + pick(parts), 0);
  return {
    cgstPaise: whole.cgstPaise - sum((parts) => parts.cgstPaise),
    sgstPaise: whole.sgstPaise - sum((parts) => parts.sgstPaise),
    igstPaise: whole.igstPaise - sum((parts) => parts.igstPaise),
  };
}

/** `quantity` pieces of a stored line at its price, before any discount. */
export const grossOfLine = (line: { pricePaise: number }, quantity: number): number =>
  line.pricePaise * quantity;

/** What a stored line was charged: its pieces at their price, less its share of the discount. */
export const chargedForLine = (line: {
  pricePaise: number;
  quantity: number;
  discountPaise: number;
}): number => grossOfLine(line, line.quantity) - line.discountPaise;

/** The sum of stored amounts (a document's taxable values). */
export const sumOf = (amounts: readonly number[]): number =>
  amounts.reduce((total, paise) => total + paise, 0);

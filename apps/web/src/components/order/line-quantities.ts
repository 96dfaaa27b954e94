import { z } from 'zod';
import { lineQuantityLeftMessage, type OrderItem, type OrderLinesInput } from '@attire/contract';

/**
 * How many units of one order line a form asks for. Empty reads 0; a line with nothing left
 * has its input disabled, which reads undefined: none of it either.
 */
export const lineQuantitySchema = z
  .number({ error: 'Enter a whole number' })
  .int({ error: 'Enter a whole number' })
  .min(0, { error: 'Must not be negative' })
  .optional();

/** Turns what an empty number input holds into 0, what a typed one holds into its number. */
export function lineQuantityValue(value: string): number {
  return value === '' ? 0 : Number(value);
}

/** Adds an issue, at `items.<index>`, for each line asked for beyond what is left of it. */
export function checkLinesLeft(
  lines: readonly OrderItem[],
  linesLeft: readonly number[],
  quantities: readonly (number | undefined)[],
  context: z.RefinementCtx,
): void {
  lines.forEach((line, index) => {
    const left = linesLeft[index] ?? 0;
    if ((quantities[index] ?? 0) > left) {
      const message = lineQuantityLeftMessage(line.title, left);
      context.addIssue({ code: 'custom', path: ['items', index], message });
    }
  });
}

/** The lines asked for, as the API names them; lines of a product since deleted cannot be. */
export function orderLinesBody(
  lines: readonly OrderItem[],
  quantities: readonly (number | undefined)[],
): OrderLinesInput {
  return lines.flatMap((line, index) => {
    const quantity = quantities[index] ?? 0;
    if (quantity <= 0 || line.productId === null) return [];
    const variant = line.variantId === null ? {} : { variantId: line.variantId };
    return [{ productId: line.productId, ...variant, quantity }];
  });
}

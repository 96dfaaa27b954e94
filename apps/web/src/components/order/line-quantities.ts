import { z } from 'zod';
import {
  lineName,
  lineQuantityLeftMessage,
  type OrderItem,
  type OrderLinesInput,
} from '@attire/contract';

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

/**
 * Checks the lines a form asks for, with the messages the server would answer: each line
 * beyond what is left of it gets an issue at `items.<index>`; the body's lines, checked by the
 * contract's `linesSchema` ("Choose at least one item"), at `items`. Run as a refinement of
 * the whole form, so that these show beside a missing reason rather than after it.
 */
export function checkOrderLines(
  linesSchema: z.ZodType,
  lines: readonly OrderItem[],
  linesLeft: readonly number[],
  quantities: readonly (number | undefined)[],
  context: z.RefinementCtx,
): void {
  lines.forEach((line, index) => {
    const left = linesLeft[index] ?? 0;
    if ((quantities[index] ?? 0) > left) {
      const message = lineQuantityLeftMessage(lineName(line), left);
      context.addIssue({ code: 'custom', path: ['items', index], message });
    }
  });
  const body = linesSchema.safeParse(orderLinesBody(lines, quantities));
  for (const issue of body.error?.issues ?? []) {
    if (issue.path.length > 0) continue; // a line's own limits are checked above
    context.addIssue({ code: 'custom', path: ['items'], message: issue.message });
  }
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

import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import {
  CreateReturnSchema,
  RETURN_OTHER_MAX_LENGTH,
  RETURN_REASON_MESSAGES,
  RETURN_REASONS,
  returnReasonText,
  type Order,
} from '@attire/contract';
import {
  checkOrderLines,
  lineQuantitySchema,
  orderLinesBody,
} from '@/components/order/line-quantities';
import { returnableQuantities } from '@/components/order/order-lines';

/**
 * The return dialog's form: a quantity per line of the order (0 for none), a reason from the
 * list, and the shopper's own words, required only for "Other". Its output is the body of
 * POST /shop/order/:id/returns, checked by the contract's CreateReturnSchema (`reason` is the
 * reason's words, or "Other: " and the shopper's); before that, no line beyond what can still
 * be returned of it.
 */
export function returnFormSchema(order: Order) {
  const linesLeft = returnableQuantities(order);
  return z
    .object({
      // Named as the body's field, so that "Choose at least one item" lands on the lines.
      items: z.array(lineQuantitySchema),
      // Null while no radio is checked; refused below, beside the lines' own messages.
      reason: z.enum(RETURN_REASONS, { error: RETURN_REASON_MESSAGES.chooseReason }).nullable(),
      otherReason: z
        .string()
        .trim()
        .max(RETURN_OTHER_MAX_LENGTH, { error: RETURN_REASON_MESSAGES.otherTooLong }),
    })
    .superRefine((values, context) => {
      const { items } = CreateReturnSchema.shape;
      checkOrderLines(items, order.orderItems, linesLeft, values.items, context);
      if (values.reason === null) {
        const message = RETURN_REASON_MESSAGES.chooseReason;
        context.addIssue({ code: 'custom', path: ['reason'], message });
      } else if (values.reason === 'Other' && values.otherReason === '') {
        const message = RETURN_REASON_MESSAGES.otherRequired;
        context.addIssue({ code: 'custom', path: ['otherReason'], message });
      }
    })
    .transform(({ items, reason, otherReason }) => ({
      // Never null here: the refinement above refused it, and a refused form is not transformed.
      reason: returnReasonText(reason ?? 'Other', otherReason),
      items: orderLinesBody(order.orderItems, items),
    }))
    .pipe(CreateReturnSchema);
}

export type ReturnFormValues = z.input<ReturnType<typeof returnFormSchema>>;

/** Nothing chosen yet: no line, no reason (the radios start unchecked). */
export function emptyReturnForm(order: Order): DefaultValues<ReturnFormValues> {
  return { items: order.orderItems.map(() => 0), otherReason: '' };
}

/**
 * A shopper may ask for a return of a delivered order until its window closes, while some
 * unit is neither refunded nor already in a return.
 */
export function canRequestReturn(order: Order, now: number = Date.now()): boolean {
  if (order.orderStatus !== 'delivered' || order.returnableUntil === null) return false;
  if (now >= new Date(order.returnableUntil).getTime()) return false;
  return returnableQuantities(order).some((left) => left > 0);
}

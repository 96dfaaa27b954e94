import { z } from 'zod';
import { CreateReturnSchema, type Order } from '@attire/contract';
import {
  checkOrderLines,
  lineQuantitySchema,
  orderLinesBody,
} from '@/components/order/line-quantities';
import { returnableQuantities } from '@/components/order/order-lines';

/**
 * The return dialog's form: a quantity per line of the order (0 for none) and a reason. Its
 * output is the body of POST /shop/order/:id/returns, checked by the contract's
 * CreateReturnSchema; before that, no line beyond what can still be returned of it.
 */
export function returnFormSchema(order: Order) {
  const linesLeft = returnableQuantities(order);
  return z
    .object({
      // Named as the body's field, so that "Choose at least one item" lands on the lines.
      items: z.array(lineQuantitySchema),
      reason: CreateReturnSchema.shape.reason,
    })
    .superRefine((values, context) => {
      const { items } = CreateReturnSchema.shape;
      checkOrderLines(items, order.orderItems, linesLeft, values.items, context);
    })
    .transform(({ items, reason }) => ({ reason, items: orderLinesBody(order.orderItems, items) }))
    .pipe(CreateReturnSchema);
}

export type ReturnFormValues = z.input<ReturnType<typeof returnFormSchema>>;

export function emptyReturnForm(order: Order): ReturnFormValues {
  return { items: order.orderItems.map(() => 0), reason: '' };
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

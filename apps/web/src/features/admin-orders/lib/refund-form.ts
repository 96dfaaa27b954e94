import { z } from 'zod';
import {
  RefundInputSchema,
  formatRupees,
  refundTooLargeMessage,
  toPaise,
  toRupees,
  type Order,
} from '@attire/contract';
import {
  checkOrderLines,
  lineQuantitySchema,
  orderLinesBody,
} from '@/components/order/line-quantities';
import { refundableAmount, refundableQuantities } from '@/components/order/order-lines';

export const REFUND_MODES = ['items', 'amount'] as const;
export type RefundMode = (typeof REFUND_MODES)[number];

/**
 * The refund dialog's form: whole lines (a quantity per line of the order, 0 for none) or an
 * amount, a reason, and whether the lines go back on the shelf. Its output is the body of
 * POST /admin/order/:id/refund, checked by the contract's RefundInputSchema; before that, no
 * line beyond what is left of it and no amount beyond what is left of the payment, with the
 * messages the server would answer.
 */
export function refundFormSchema(order: Order) {
  const linesLeft = refundableQuantities(order);
  const amountLeft = refundableAmount(order);
  return z
    .object({
      mode: z.enum(REFUND_MODES),
      // Named as the body's field, so that the contract's "Choose at least one item" lands
      // on the lines.
      items: z.array(lineQuantitySchema),
      // A number input left empty reads NaN: the contract's schema names the mistake.
      amount: z.unknown(),
      reason: RefundInputSchema.shape.reason,
      restock: z.boolean(),
    })
    .superRefine((values, context) => {
      if (values.mode === 'items') {
        const { items } = RefundInputSchema.shape;
        checkOrderLines(items, order.orderItems, linesLeft, values.items, context);
      } else if (
        typeof values.amount === 'number' &&
        toPaise(values.amount) > toPaise(amountLeft)
      ) {
        const message = refundTooLargeMessage(formatRupees(amountLeft));
        context.addIssue({ code: 'custom', path: ['amount'], message });
      }
    })
    .transform(({ mode, items, amount, reason, restock }): z.input<typeof RefundInputSchema> =>
      // Stock comes back only with lines; an amount is money alone.
      mode === 'amount'
        ? { reason, restock: false, amount: amount as number }
        : { reason, restock, items: orderLinesBody(order.orderItems, items) },
    )
    .pipe(RefundInputSchema);
}

export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;

export function emptyRefundForm(order: Order): RefundFormValues {
  return {
    mode: 'items',
    items: order.orderItems.map(() => 0),
    amount: undefined,
    reason: '',
    restock: false,
  };
}

/** What the chosen lines come to, at the prices paid: shown before the admin confirms. */
export function refundLinesTotal(
  order: Order,
  quantities: readonly (number | undefined)[],
): number {
  const paise = order.orderItems.reduce(
    (sum, line, index) => sum + toPaise(line.price) * (quantities[index] || 0),
    0,
  );
  return toRupees(paise);
}

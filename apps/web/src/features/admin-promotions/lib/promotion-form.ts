import { z } from 'zod';
import { PROMOTION_KINDS, PromotionInputSchema, type Promotion } from '@attire/contract';
import { fromIndiaInput, toIndiaInput } from '@/lib/format-date';

/** A blank or unreadable number input (it reads NaN) as the contract's "no value". */
const numberOr = <T>(value: unknown, blank: T): number | T =>
  typeof value === 'number' && !Number.isNaN(value) ? value : blank;

/**
 * A datetime-local input's value (India's time, as the shop shows every date) as an ISO time,
 * or '' if it holds none. The input shows minutes only: left as it was, it keeps the time it
 * was filled from (`was`).
 */
function fromLocalInput(value: string, was: string | null | undefined): string {
  if (was && toIndiaInput(was) === value) return was;
  return fromIndiaInput(value);
}

/**
 * The promotion dialog's form: what its inputs hold (numbers that may be blank, local times),
 * turned into the body of POST or PUT /admin/promotions and checked by the contract's
 * PromotionInputSchema, whose messages land on the same fields. A blank minimum is ₹0, a blank
 * limit is no limit, a blank end is never. `editing`: the promotion the form was filled from.
 */
export function promotionFormSchema(editing?: Promotion) {
  return z
    .object({
      code: z.string(),
      description: z.string(),
      kind: z.enum(PROMOTION_KINDS),
      value: z.unknown(),
      minSubtotal: z.unknown(),
      categories: z.array(z.string()),
      brands: z.array(z.string()),
      startsAt: z.string().min(1, { error: 'Choose when the code starts' }),
      endsAt: z.string(),
      usageLimit: z.unknown(),
      perCustomerLimit: z.unknown(),
      active: z.boolean(),
    })
    .transform((values): z.input<typeof PromotionInputSchema> => ({
      code: values.code,
      description: values.description,
      kind: values.kind,
      // Free delivery takes no value; a blank one elsewhere is the contract's "Must be a number".
      value: values.kind === 'freeShipping' ? 0 : (values.value as number),
      minSubtotal: numberOr(values.minSubtotal, 0),
      categories: values.categories as z.input<typeof PromotionInputSchema>['categories'],
      brands: values.brands as z.input<typeof PromotionInputSchema>['brands'],
      startsAt: fromLocalInput(values.startsAt, editing?.startsAt),
      endsAt: values.endsAt ? fromLocalInput(values.endsAt, editing?.endsAt) : null,
      usageLimit: numberOr(values.usageLimit, null),
      perCustomerLimit: numberOr(values.perCustomerLimit, null),
      active: values.active,
    }))
    .pipe(PromotionInputSchema);
}

export type PromotionFormValues = z.input<ReturnType<typeof promotionFormSchema>>;

/** The form of a new code: 10% off everything, from now, once per customer. */
export function emptyPromotionForm(now = new Date()): PromotionFormValues {
  return {
    code: '',
    description: '',
    kind: 'percentage',
    value: 10,
    minSubtotal: 0,
    categories: [],
    brands: [],
    startsAt: toIndiaInput(now.toISOString()),
    endsAt: '',
    usageLimit: '',
    perCustomerLimit: 1,
    active: true,
  };
}

/** The form of an existing code, as it is now. */
export function promotionForm(promotion: Promotion): PromotionFormValues {
  return {
    code: promotion.code,
    description: promotion.description,
    kind: promotion.kind,
    value: promotion.kind === 'freeShipping' ? '' : promotion.value,
    minSubtotal: promotion.minSubtotal,
    categories: promotion.categories,
    brands: promotion.brands,
    startsAt: toIndiaInput(promotion.startsAt),
    endsAt: promotion.endsAt ? toIndiaInput(promotion.endsAt) : '',
    usageLimit: promotion.usageLimit ?? '',
    perCustomerLimit: promotion.perCustomerLimit ?? '',
    active: promotion.active,
  };
}

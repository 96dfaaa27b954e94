import { z } from 'zod';
import { PROMOTION_KINDS } from './constants.js';
import { IdSchema, PageInfoShape, RupeesSchema, successReply } from './common.js';
import { BrandIdSchema, CategoryIdSchema } from './product.js';

export const PromotionKindSchema = z.enum(PROMOTION_KINDS, { error: 'Choose what the code gives' });

export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** 3 to 32 letters, digits, - or _; kept as written, matched without regard to case. */
export const PromotionCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(3, { error: 'Code must be at least 3 characters' })
  .max(32, { error: 'Code must be at most 32 characters' })
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'Code may hold only letters, digits, - and _' });

export const PROMOTION_PERCENT_MAX = 90;
/** Uses counted in an int column; far beyond any real limit. */
export const PROMOTION_LIMIT_MAX = 1_000_000_000;
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(10000, 0, 1);
const inRange = (time: number) => Number.isNaN(time) || (time >= EARLIEST && time < LATEST);

/** An ISO 8601 time with its offset (`2025-03-14T10:00:00+05:30`), answered as UTC. */
const PromotionTimeSchema = z.iso
  .datetime({ offset: true, error: 'Must be a date and time (ISO 8601, with its time zone)' })
  // A value that is not a time at all has its issue already.
  .refine((value) => inRange(Date.parse(value)), {
    error: 'Must be a date from the year 2000 to 9999',
  })
  .transform((value) => new Date(value).toISOString());

function distinct<T extends z.ZodType<string, string>>(item: T, repeated: string) {
  return z
    .array(item)
    .refine((values) => new Set(values).size === values.length, { error: repeated })
    .default([]);
}

function usesLimit(label: string) {
  return z
    .number({ error: `${label} must be a number, or empty for no limit` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be at least 1, or empty for no limit` })
    .max(PROMOTION_LIMIT_MAX, { error: `${label} must be at most 1,000,000,000` })
    .nullable();
}

/** A refinement's `when`: the body is an object and none of these fields has an issue. */
function fieldsValid(...fields: string[]) {
  return (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || fields.includes(String(field));
    });
}

/**
 * What an admin sends to add or edit a promotion (PUT replaces every field). `value` is a
 * whole percentage (1 to 90) for `percentage`, rupees above 0 for `fixed`, and unused (0) for
 * `freeShipping`. `categories` and `brands`: the lines it applies to (empty: every line).
 * `perCustomerLimit` counts paid orders per account (default 1; null: no limit),
 * `usageLimit` paid orders in all (null: no limit).
 */
export const PromotionInputSchema = z
  .object({
    code: PromotionCodeSchema,
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(200, { error: 'Description must be at most 200 characters' })
      .default(''),
    kind: PromotionKindSchema,
    value: RupeesSchema.default(0),
    minSubtotal: RupeesSchema.default(0),
    categories: distinct(CategoryIdSchema, 'A category is repeated'),
    brands: distinct(BrandIdSchema, 'A brand is repeated'),
    startsAt: PromotionTimeSchema,
    endsAt: PromotionTimeSchema.nullable().default(null),
    usageLimit: usesLimit('Usage limit').default(null),
    perCustomerLimit: usesLimit('Uses per customer').default(1),
    active: z.boolean({ error: 'Active must be true or false' }).default(true),
  })
  // Each rule runs once the fields it reads are valid, even when others are not, so that a
  // form shows every mistake at once.
  .refine(
    ({ kind, value }) =>
      kind !== 'percentage' ||
      (Number.isInteger(value) && value >= 1 && value <= PROMOTION_PERCENT_MAX),
    {
      path: ['value'],
      error: `Enter a whole percentage from 1 to ${PROMOTION_PERCENT_MAX}`,
      when: fieldsValid('kind', 'value'),
    },
  )
  .refine(({ kind, value }) => kind !== 'fixed' || value > 0, {
    path: ['value'],
    error: 'Enter an amount above ₹0',
    when: fieldsValid('kind', 'value'),
  })
  .refine(({ startsAt, endsAt }) => endsAt === null || endsAt > startsAt, {
    path: ['endsAt'],
    error: 'The end must be after the start',
    when: fieldsValid('startsAt', 'endsAt'),
  })
  // Free shipping takes nothing off the lines: its value is stored, and answered, as 0.
  .transform((promotion) =>
    promotion.kind === 'freeShipping' ? { ...promotion, value: 0 } : promotion,
  );
export type PromotionInput = z.infer<typeof PromotionInputSchema>;

export const PromotionSchema = z.object({
  id: IdSchema,
  code: z.string(),
  description: z.string(),
  kind: PromotionKindSchema,
  /** The percentage for `percentage`, rupees for `fixed`, 0 for `freeShipping`. */
  value: z.number(),
  /** Rupees, measured on the eligible lines before the discount. */
  minSubtotal: z.number(),
  categories: z.array(CategoryIdSchema),
  brands: z.array(BrandIdSchema),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** Paid orders that used the code. */
  timesUsed: z.number().int(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionReplySchema = successReply({ promotion: PromotionSchema });
export const PromotionPageReplySchema = successReply({
  promotions: z.array(PromotionSchema),
  ...PageInfoShape,
});
/**
 * Ending a promotion: one that any order used stays, inactive and ended now (`promotion`), so
 * its orders keep their code; one never used is deleted (`promotion: null`).
 */
export const PromotionEndReplySchema = successReply({
  message: z.string(),
  promotion: PromotionSchema.nullable(),
});

import { z } from 'zod';
import { LIMITS } from './constants.js';
import { toPaise, toRupees } from './money.js';
import { normaliseImageUrl } from './images.js';
import { requiredTextMessages } from './account-fields.js';

export const IdSchema = z.uuid({ error: 'Must be a valid id' });

/** `/:id` of any entity. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** Rupees as a JSON number with at most 2 decimals; the server keeps whole paise. */
export const RupeesSchema = z
  .number({ error: 'Must be a number' })
  .min(0, { error: 'Must not be negative' })
  .max(10_000_000, { error: 'Must be at most ₹1,00,00,000' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'Must have at most 2 decimals',
  })
  // The float check above lets 1e-9 or 99.9999999 through; they are stored as whole paise, so
  // later checks (above 0, below the price) must judge the rounded amount, as the database will.
  .transform((value) => toRupees(toPaise(value)));

/** An image reference: one of this shop's uploads or an https URL, kept in its normal form. */
export const ImageUrlSchema = z
  .string({ error: 'Image is required' })
  .trim()
  .min(1, { error: 'Image is required' })
  .max(2048)
  .transform((value, ctx) => {
    const normal = normaliseImageUrl(value);
    if (normal !== undefined) return normal;
    ctx.addIssue({ code: 'custom', message: 'Image must be an uploaded image or an https URL' });
    return z.NEVER;
  });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PageInfoShape = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
};

/** The success envelope of the contract: `{ success: true, message?, ...payload }`. */
export function successReply<Shape extends z.ZodRawShape>(payload: Shape) {
  return z.object({ success: z.literal(true), message: z.string().optional() }).extend(payload);
}

export const MessageReplySchema = successReply({ message: z.string() });

export const HealthReplySchema = z.object({ success: z.literal(true), status: z.literal('ok') });

export const ErrorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

/** Free text a person types: trimmed, required, bounded. */
export function requiredText(label: string, max: number) {
  const say = requiredTextMessages(label, max);
  return z
    .string({ error: say.required })
    .trim()
    .min(1, { error: say.required })
    .max(max, { error: say.tooLong });
}

import { z } from 'zod';

// What the sandbox accepts, in PayPal's Orders v2 and Payments v2 shapes. Objects are strict in
// content but lenient in form: unknown fields are dropped (zod's default), every string and
// array has a bound, so nothing a caller adds or inflates is ever kept.

const text = (max: number) => z.string().max(max);

export const AmountSchema = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
});
export type Amount = z.infer<typeof AmountSchema>;

// PayPal's own limit for return and cancel URLs is higher; no shop needs more than this.
const ShopUrlSchema = z.url({ protocol: /^https?$/ }).max(2000);

export const PurchaseUnitSchema = z.object({
  reference_id: text(256).optional(),
  custom_id: text(127).optional(),
  invoice_id: text(127).optional(),
  description: text(127).optional(),
  amount: AmountSchema,
});

export const CreateOrderSchema = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(PurchaseUnitSchema)
    .min(1)
    .max(10)
    .refine((units) => new Set(units.map((unit) => unit.amount.currency_code)).size === 1, {
      error: 'every purchase unit must be in the same currency',
    }),
  application_context: z.object({
    brand_name: text(127).optional(),
    user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
    shipping_preference: z
      .enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS'])
      .optional(),
    return_url: ShopUrlSchema,
    cancel_url: ShopUrlSchema,
  }),
});
export type CreateOrder = z.infer<typeof CreateOrderSchema>;

export const RefundRequestSchema = z.object({
  amount: AmountSchema.optional(),
  invoice_id: text(127).optional(),
  note_to_payer: text(255).optional(),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const TokenRequestSchema = z.object({ grant_type: z.literal('client_credentials') });

export const VerifyWebhookSchema = z.object({
  auth_algo: text(64),
  cert_url: text(2000),
  transmission_id: text(64),
  transmission_sig: text(512),
  transmission_time: text(64),
  webhook_id: text(64),
  // Whole: the signature covers the event, not only its id.
  webhook_event: z.looseObject({ id: text(64) }),
});
export type VerifyWebhook = z.infer<typeof VerifyWebhookSchema>;

export const ApprovalFormSchema = z.object({ token: text(64) });
export const ApprovalQuerySchema = z.object({ token: text(64).default('') });

/** PayPal's ids: order, capture, refund and payer ids are upper-case letters and digits. */
export const ID_PATTERN = /^[A-Z0-9]{13,17}$/;

/** PayPal amounts are decimal strings; sums are made in whole cents, never in floats. */
export function toCents(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function toValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

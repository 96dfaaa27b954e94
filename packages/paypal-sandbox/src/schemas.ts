import { z } from 'zod';

// What the sandbox accepts, in PayPal's Orders v2 and Payments v2 shapes. A request that does
// not fit is PayPal's 400 INVALID_REQUEST; what fits but breaks PayPal's rules (amounts,
// currencies, totals) is checked after this, as PayPal's 422 (order-rules.ts). Unknown fields
// are dropped (zod's default) and every string and array has a bound, so nothing a caller adds
// or inflates is ever kept.

const text = (max: number) => z.string().min(1).max(max);

/** PayPal's pattern for values: digits with an optional sign and fraction, checked later. */
const VALUE = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;

export const MoneySchema = z.object({
  currency_code: z.string().length(3),
  value: z.string().max(32).regex(VALUE),
});

export const BREAKDOWN_PARTS = [
  'item_total',
  'shipping',
  'handling',
  'tax_total',
  'insurance',
  'shipping_discount',
  'discount',
] as const;

const part = MoneySchema.optional();

export const AmountSchema = MoneySchema.extend({
  breakdown: z
    .object({
      item_total: part,
      shipping: part,
      handling: part,
      tax_total: part,
      insurance: part,
      shipping_discount: part,
      discount: part,
    })
    .optional(),
});
export type Amount = z.infer<typeof AmountSchema>;

export const ItemSchema = z.object({
  name: text(127),
  unit_amount: MoneySchema,
  tax: MoneySchema.optional(),
  quantity: z.string().regex(/^[1-9][0-9]{0,9}$/),
  description: text(127).optional(),
  sku: text(127).optional(),
  category: z.enum(['DIGITAL_GOODS', 'PHYSICAL_GOODS', 'DONATION']).optional(),
});
export type Item = z.infer<typeof ItemSchema>;

// More than any shop sends, in all of an order's purchase units; it keeps each file small.
export const MAX_ITEMS = 100;

export const PurchaseUnitSchema = z.object({
  reference_id: text(256).optional(),
  custom_id: text(127).optional(),
  invoice_id: text(127).optional(),
  description: text(127).optional(),
  amount: AmountSchema,
  items: z.array(ItemSchema).max(MAX_ITEMS).optional(),
});
export type PurchaseUnit = z.infer<typeof PurchaseUnitSchema>;

// PayPal's own limit for return and cancel URLs is higher; no shop needs more than this.
const ShopUrlSchema = z.url({ protocol: /^https?$/ }).max(2000);

/** Where the payer goes after the approval page, in either of PayPal's two places for it. */
const ExperienceSchema = z.object({
  brand_name: text(127).optional(),
  user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
  shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
  return_url: ShopUrlSchema.optional(),
  cancel_url: ShopUrlSchema.optional(),
});
export type Experience = z.infer<typeof ExperienceSchema>;

export const CreateOrderSchema = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(PurchaseUnitSchema)
    .min(1)
    .max(10)
    .superRefine((units, context) => {
      const items = units.reduce((sum, unit) => sum + (unit.items?.length ?? 0), 0);
      if (items <= MAX_ITEMS) return;
      context.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: MAX_ITEMS,
        input: items,
        message: `At most ${MAX_ITEMS} items in an order`,
      });
    }),
  application_context: ExperienceSchema.optional(),
  payment_source: z
    .object({ paypal: z.object({ experience_context: ExperienceSchema.optional() }) })
    .optional(),
});
export type CreateOrder = z.infer<typeof CreateOrderSchema>;

/** Capture takes no field the sandbox uses; an empty body or `{}` is what clients send. */
export const CaptureRequestSchema = z.object({}).optional();

export const RefundFieldsSchema = z.object({
  amount: MoneySchema.optional(),
  custom_id: text(127).optional(),
  invoice_id: text(127).optional(),
  note_to_payer: text(255).optional(),
});
export type RefundRequest = z.infer<typeof RefundFieldsSchema>;

/** A refund's body; none at all, or `{}`, refunds what is left of the capture. */
export const RefundRequestSchema = RefundFieldsSchema.optional().transform((body) => body ?? {});

export const PatchRequestSchema = z
  .array(
    z.object({
      op: z.enum(['add', 'remove', 'replace', 'move', 'copy', 'test']),
      path: z.string().max(300).optional(),
      value: z.unknown().optional(),
      from: z.string().max(300).optional(),
    }),
  )
  .min(1)
  .max(20);
export type PatchRequest = z.infer<typeof PatchRequestSchema>;

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

export const ApprovalFormSchema = z.object({ token: z.string().max(64) });
export const ApprovalQuerySchema = z.object({ token: z.string().max(64).default('') });

/** PayPal's ids: order, capture, refund and payer ids are upper-case letters and digits. */
export const ID_PATTERN = /^[A-Z0-9]{13,17}$/;

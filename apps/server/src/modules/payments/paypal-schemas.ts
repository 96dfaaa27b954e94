import { z } from 'zod';

// The parts of PayPal's Orders v2 REST replies that the client reads. Unknown fields are
// allowed (loose objects) because PayPal adds fields over time.

export const PaypalAmountSchema = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
});
export type PaypalAmount = z.infer<typeof PaypalAmountSchema>;

export const PaypalTokenReplySchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});

export const PaypalLinkSchema = z.object({
  href: z.string(),
  rel: z.string(),
  method: z.string().optional(),
});

export const PaypalCaptureSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: PaypalAmountSchema,
});

export const PaypalOrderSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  intent: z.string().optional(),
  payer: z.looseObject({ payer_id: z.string().optional() }).optional(),
  purchase_units: z
    .array(
      z.looseObject({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: PaypalAmountSchema.optional(),
        payments: z.looseObject({ captures: z.array(PaypalCaptureSchema).optional() }).optional(),
      }),
    )
    .optional(),
  links: z.array(PaypalLinkSchema).optional(),
});
export type PaypalOrder = z.infer<typeof PaypalOrderSchema>;

export const PaypalRefundSchema = z.looseObject({ id: z.string(), status: z.string() });

export const PaypalVerifyReplySchema = z.looseObject({ verification_status: z.string() });

export const PaypalErrorSchema = z.looseObject({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z
    .array(z.looseObject({ issue: z.string(), description: z.string().optional() }))
    .optional(),
});

/** PayPal amounts are decimal strings; ours are whole paise. Neither direction uses floats. */
export function paiseToValue(paise: number): string {
  const whole = Math.floor(paise / 100);
  return `${whole}.${String(paise % 100).padStart(2, '0')}`;
}

export function valueToPaise(value: string): number | undefined {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

import { z } from 'zod';
import { AddressInputSchema } from './address.js';
import { IdSchema, successReply } from './common.js';
import { LIMITS } from './constants.js';

/** GST in an amount, in rupees: CGST and SGST (equal halves) within the shop's state, else IGST. */
export const TaxTotalsSchema = z.object({
  total: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});
export type TaxTotals = z.infer<typeof TaxTotalsSchema>;

/** The GST rates a line can carry, in percent (0: the shop charges no GST). */
export const GstRateSchema = z.union([z.literal(0), z.literal(5), z.literal(18), z.literal(40)]);

/**
 * A code as a shopper typed it: any text that is not a code is answered as unknown (409 with
 * `errors.promoCode`), not as a form error; empty means none.
 */
export const PromoCodeInputSchema = z
  .string()
  .trim()
  .max(64, { error: 'This code does not exist. Check it and try again.' })
  .optional()
  .transform((code) => code || undefined);

/** A line of a cart being quoted or ordered: what, in which size and colour, how many. */
export const OrderLineInputSchema = z.object({
  productId: IdSchema,
  /** Required when the product has more than one variant. */
  variantId: IdSchema.optional(),
  quantity: z.number().int().min(1).max(LIMITS.cartLineMaxQuantity),
});

/** A cart's lines: at least one, at most what one order takes. */
export function orderLinesInput<Line extends z.ZodType>(line: Line) {
  return z.array(line).min(1, { error: 'Cart is empty!' }).max(LIMITS.orderMaxLines);
}

/** What the checkout asks a quote for: the cart's lines, where it goes, and a code. */
export const QuoteInputSchema = z
  .object({
    userId: IdSchema,
    orderItems: orderLinesInput(OrderLineInputSchema),
    addressId: IdSchema.optional(),
    shippingAddress: AddressInputSchema.optional(),
    promoCode: PromoCodeInputSchema,
  })
  .refine((body) => !(body.addressId !== undefined && body.shippingAddress !== undefined), {
    path: ['addressId'],
    error: 'Give an address id or an address, not both',
  });
export type QuoteInput = z.infer<typeof QuoteInputSchema>;

/** One line of a quote: its value after its share of the discount, and the GST inside it. */
export const QuoteLineSchema = z.object({
  productId: IdSchema,
  variantId: IdSchema,
  quantity: z.number().int(),
  /** One piece's price, GST included. */
  price: z.number(),
  /** This line's share of the code's saving. */
  discount: z.number(),
  taxRate: GstRateSchema,
  /** The line's value after the discount, less its GST. */
  taxableValue: z.number(),
});

/**
 * The money of a cart as the order would charge it (contract: "Money at checkout"), in rupees:
 * totalAmount = subtotal − discount + shipping, GST inside. `freeShippingFrom`: the subtotal
 * after the discount from which delivery would be free; null when it is free already or never.
 * `freeShippingShortfall`: how much more that needs (the pricing function's figure, so that no
 * page works money out); null with `freeShippingFrom`.
 */
export const QuoteSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  totalAmount: z.number(),
  tax: TaxTotalsSchema,
  promo: z.object({ code: z.string(), description: z.string() }).nullable(),
  freeShippingFrom: z.number().nullable(),
  freeShippingShortfall: z.number().nullable(),
  lines: z.array(QuoteLineSchema),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const QuoteReplySchema = successReply({ quote: QuoteSchema });

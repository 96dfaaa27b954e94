import { z } from 'zod';
import {
  LIMITS,
  ORDER_ACTORS,
  ORDER_STATUSES,
  PAYMENT_METHOD,
  PAYMENT_STATUSES,
  RETURN_STATUSES,
} from './constants.js';
import { AddressInputSchema } from './address.js';
import { IdSchema, PageInfoShape, RupeesSchema, requiredText, successReply } from './common.js';
import { ColourIdSchema } from './variant.js';
import {
  GstRateSchema,
  OrderLineInputSchema,
  PromoCodeInputSchema,
  TaxTotalsSchema,
  orderLinesInput,
} from './quote.js';

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Unknown order status' });
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const ReturnStatusSchema = z.enum(RETURN_STATUSES, { error: 'Unknown return status' });

export const ShippingAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  notes: z.string(),
  /** GST state code of the delivery; null for a pincode the table does not cover. */
  state: z.string().nullable(),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** A line as it was bought; the ids are null once the product or its size is deleted. */
export const OrderItemSchema = z.object({
  productId: IdSchema.nullable(),
  variantId: IdSchema.nullable(),
  size: z.string().nullable(),
  colour: ColourIdSchema.nullable(),
  sku: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  /** The price of all the line's units (price × quantity, before the discount), in rupees. */
  lineTotal: z.number(),
  /** This line's share of the code's saving, in rupees. */
  discount: z.number(),
  taxRate: GstRateSchema,
  /** The line's value after the discount, less its GST. */
  taxableValue: z.number(),
  /** HSN code of the product when it was bought. */
  hsn: z.string(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** The kinds of step an order's timeline records. */
export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'status',
  'refund',
  'return',
  'expired',
] as const;

/**
 * One step in an order's history, oldest first: `status` is the order's status after the step,
 * `by` who took it. `event` says what kind of step it was.
 */
export const TimelineEntrySchema = z.object({
  at: z.string(),
  status: OrderStatusSchema,
  by: z.enum(ORDER_ACTORS),
  event: z.enum(ORDER_EVENT_KINDS),
  note: z.string().optional(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** Money paid back, in full or in part; `items` when lines were refunded. */
export const RefundSchema = z.object({
  id: IdSchema,
  amount: z.number(),
  at: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  restock: z.boolean(),
  /** Its credit note's number, once completed by a GST-registered shop. */
  creditNote: z.string().nullable(),
  items: z.array(
    z.object({
      productId: IdSchema.nullable(),
      variantId: IdSchema.nullable(),
      title: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type Refund = z.infer<typeof RefundSchema>;

/** A line of a return: which bought line, how many. */
export const ReturnItemSchema = z.object({
  productId: IdSchema.nullable(),
  variantId: IdSchema.nullable(),
  title: z.string(),
  size: z.string().nullable(),
  colour: ColourIdSchema.nullable(),
  price: z.number(),
  quantity: z.number().int(),
});

export const ReturnSchema = z.object({
  id: IdSchema,
  orderId: IdSchema,
  status: ReturnStatusSchema,
  items: z.array(ReturnItemSchema),
  reason: z.string(),
  note: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderReturn = z.infer<typeof ReturnSchema>;

/** A tax document's number and when it was issued (contract: "Tax invoices and credit notes"). */
export const TaxDocumentSchema = z.object({ number: z.string(), issuedAt: z.string() });

/** A credit note: the refund it documents, and the GST that refund reverses. */
export const CreditNoteSchema = TaxDocumentSchema.extend({
  amount: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const OrderSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  orderDate: z.string(),
  orderStatus: OrderStatusSchema,
  /** totalAmount = subtotal − discount + shipping (contract: "Money at checkout"), GST inside. */
  subtotal: z.number(),
  discount: z.number(),
  promoCode: z.string().nullable(),
  shipping: z.number(),
  tax: TaxTotalsSchema,
  totalAmount: z.number(),
  paymentMethod: z.literal(PAYMENT_METHOD),
  paymentStatus: PaymentStatusSchema,
  paymentId: z.string(),
  payerId: z.string(),
  orderItems: z.array(OrderItemSchema),
  shippingAddress: ShippingAddressSchema,
  timeline: z.array(TimelineEntrySchema),
  refunds: z.array(RefundSchema),
  returns: z.array(ReturnSchema),
  /** What has been paid back so far (completed refunds). */
  refundedAmount: z.number(),
  /** The tax invoice, issued with the payment by a GST-registered shop; null otherwise. */
  invoice: TaxDocumentSchema.nullable(),
  /** One for each completed refund of a GST-registered shop, oldest first. */
  creditNotes: z.array(CreditNoteSchema),
  /** Until when the shopper may ask for a return; null before delivery. */
  returnableUntil: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** What the back office sees of an order: also who placed it. */
export const AdminOrderSchema = OrderSchema.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/**
 * The spec's create-order body. Only product ids, quantities, the address and the total the
 * shopper saw are used; prices, titles, statuses and payment ids are set by the server.
 */
export const CreateOrderSchema = z
  .object({
    userId: IdSchema,
    // The spec's lines also carry title, image and price, which are read past, never trusted.
    orderItems: orderLinesInput(
      OrderLineInputSchema.extend({
        title: z.string().optional(),
        image: z.string().optional(),
        price: z.number().optional(),
      }),
    ),
    addressId: IdSchema.optional(),
    shippingAddress: AddressInputSchema.optional(),
    totalAmount: RupeesSchema,
    promoCode: PromoCodeInputSchema,
    orderStatus: z.string().optional(),
    paymentMethod: z.string().optional(),
    paymentStatus: z.string().optional(),
    paymentId: z.string().optional(),
    payerId: z.string().optional(),
  })
  .refine((body) => body.addressId !== undefined || body.shippingAddress !== undefined, {
    path: ['shippingAddress'],
    error: 'Please select an address to proceed!',
  });
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;

export const CreateOrderReplySchema = successReply({ approvalURL: z.string(), orderId: IdSchema });

export const CapturePaymentSchema = z.object({
  paymentId: z.string().trim().min(1, { error: 'paymentId is required' }).max(128),
  payerId: z.string().trim().min(1, { error: 'payerId is required' }).max(128),
  orderId: IdSchema,
});
export type CapturePaymentInput = z.infer<typeof CapturePaymentSchema>;

export const NoteSchema = z
  .string()
  .trim()
  .max(LIMITS.orderNoteMaxLength, { error: `At most ${LIMITS.orderNoteMaxLength} characters` })
  .optional()
  .transform((note) => note || undefined);

export const UpdateOrderStatusSchema = z.object({
  orderStatus: OrderStatusSchema,
  note: NoteSchema,
});

/** Which units of an order a refund or a return is about. */
export const OrderLinesSchema = z
  .array(
    z.object({
      productId: IdSchema,
      variantId: IdSchema.optional(),
      quantity: z.number().int().min(1).max(LIMITS.cartLineMaxQuantity),
    }),
  )
  .min(1, { error: 'Choose at least one item' })
  .max(LIMITS.orderMaxLines);
export type OrderLinesInput = z.infer<typeof OrderLinesSchema>;

/** A refund by hand: some lines, or an amount, never both. */
export const RefundInputSchema = z
  .object({
    reason: requiredText('Reason', LIMITS.orderNoteMaxLength),
    restock: z.boolean(),
    items: OrderLinesSchema.optional(),
    amount: RupeesSchema.refine((rupees) => rupees > 0, { error: 'Must be above 0' }).optional(),
  })
  .refine((body) => (body.items === undefined) !== (body.amount === undefined), {
    path: ['amount'],
    error: 'Refund either some items or an amount',
  });
export type RefundInput = z.infer<typeof RefundInputSchema>;

/**
 * A PayPal webhook event: only what the shop reads of it, unknown fields kept. PayPal's
 * verify-webhook-signature call is sent the body's text as received, never this parsed copy,
 * whose keys come out in the schema's order.
 */
export const PaypalWebhookSchema = z.looseObject({
  id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
  resource: z.looseObject({}).optional(),
});

export const OrderReplySchema = successReply({ order: OrderSchema });
export const OrderListReplySchema = successReply({ orders: z.array(OrderSchema) });
export const AdminOrderReplySchema = successReply({ order: AdminOrderSchema });
export const AdminOrderPageReplySchema = successReply({
  orders: z.array(AdminOrderSchema),
  ...PageInfoShape,
});

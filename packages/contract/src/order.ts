import { z } from 'zod';
import { LIMITS, ORDER_STATUSES, PAYMENT_METHOD, PAYMENT_STATUSES } from './constants.js';
import { AddressInputSchema } from './address.js';
import { IdSchema, PageInfoShape, RupeesSchema, successReply } from './common.js';
import { ColourIdSchema } from './variant.js';

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Unknown order status' });
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const ShippingAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  notes: z.string(),
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
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  orderDate: z.string(),
  orderStatus: OrderStatusSchema,
  totalAmount: z.number(),
  paymentMethod: z.literal(PAYMENT_METHOD),
  paymentStatus: PaymentStatusSchema,
  paymentId: z.string(),
  payerId: z.string(),
  orderItems: z.array(OrderItemSchema),
  shippingAddress: ShippingAddressSchema,
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
    orderItems: z
      .array(
        z.object({
          productId: IdSchema,
          /** Required when the product has more than one variant. */
          variantId: IdSchema.optional(),
          quantity: z.number().int().min(1).max(LIMITS.cartLineMaxQuantity),
          title: z.string().optional(),
          image: z.string().optional(),
          price: z.number().optional(),
        }),
      )
      .min(1, { error: 'Cart is empty!' })
      .max(LIMITS.orderMaxLines),
    addressId: IdSchema.optional(),
    shippingAddress: AddressInputSchema.optional(),
    totalAmount: RupeesSchema,
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

export const UpdateOrderStatusSchema = z.object({ orderStatus: OrderStatusSchema });

export const OrderReplySchema = successReply({ order: OrderSchema });
export const OrderListReplySchema = successReply({ orders: z.array(OrderSchema) });
export const AdminOrderReplySchema = successReply({ order: AdminOrderSchema });
export const AdminOrderPageReplySchema = successReply({
  orders: z.array(AdminOrderSchema),
  ...PageInfoShape,
});

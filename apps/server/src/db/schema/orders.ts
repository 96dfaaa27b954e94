import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@attire/contract';
import { inList } from './in-list.js';
import { productVariants } from './product-variants.js';
import { products } from './products.js';
import { promotions } from './promotions.js';
import { users } from './users.js';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderStatus: text('order_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('paypal'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** PayPal's order id, set when the payment is created; captures must name it. */
    paypalOrderId: text('paypal_order_id'),
    paymentId: text('payment_id').notNull().default(''),
    payerId: text('payer_id').notNull().default(''),
    /** PayPal's capture, which refunds name; set when the payment is captured. */
    captureId: text('capture_id'),
    /** Paid back by completed refunds; `paymentStatus` follows it. */
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
    /** Set on delivery to RETURN_WINDOW_DAYS later: until then the shopper may ask to return. */
    returnableUntil: timestamp('returnable_until', { withTimezone: true }),
    /** When the reconciliation job last asked PayPal about this unpaid order. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    // The money as the pricing function worked it out (contract: "Money at checkout"):
    // total = subtotal − discount + shipping, GST inside. Orders from before codes, shipping
    // and GST have their total as subtotal and nothing else.
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    /** The code as the merchant wrote it. */
    promoCode: text('promo_code'),
    /** A promotion an order names cannot be deleted, only ended (decision 0019). */
    promotionId: uuid('promotion_id').references(() => promotions.id),
    shippingPaise: bigint('shipping_paise', { mode: 'number' }).notNull().default(0),
    /** The rate of the GST inside the shipping charge: the highest of the order's lines. */
    shippingTaxRate: integer('shipping_tax_rate').notNull().default(0),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull().default(0),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull().default(0),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** The shipping address is copied so that later edits of the address book don't change it. */
    shipAddress: text('ship_address').notNull(),
    shipCity: text('ship_city').notNull(),
    shipPincode: text('ship_pincode').notNull(),
    shipPhone: text('ship_phone').notNull(),
    shipNotes: text('ship_notes').notNull().default(''),
    /** GST state code of the delivery; it decides CGST and SGST against IGST. */
    shipState: text('ship_state'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_status_check', inList(sql`${table.orderStatus}`, ORDER_STATUSES)),
    check('orders_payment_status_check', inList(sql`${table.paymentStatus}`, PAYMENT_STATUSES)),
    check('orders_total_check', sql`${table.totalPaise} >= 0`),
    check(
      'orders_money_check',
      sql`${table.totalPaise} = ${table.subtotalPaise} - ${table.discountPaise} + ${table.shippingPaise} and ${table.discountPaise} >= 0 and ${table.shippingPaise} >= 0`,
    ),
    check(
      'orders_refunded_check',
      sql`${table.refundedPaise} >= 0 and ${table.refundedPaise} <= ${table.totalPaise}`,
    ),
    // The reconciliation job's work list: orders whose payment is unsettled, oldest first.
    index('orders_unpaid_idx')
      .on(table.orderDate)
      .where(sql`${table.paymentStatus} = 'pending'`),
    uniqueIndex('orders_paypal_order_id_key').on(table.paypalOrderId),
    index('orders_user_date_idx').on(table.userId, table.orderDate.desc()),
    index('orders_date_idx').on(table.orderDate.desc()),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept as null when the product is deleted later; title, image and price stay. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The size, colour and SKU bought, kept whatever later happens to the variant. */
    size: text('size'),
    colour: text('colour'),
    sku: text('sku').notNull().default(''),
    title: text('title').notNull(),
    image: text('image').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's share of the code's saving: what was paid for it is price × quantity less this. */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    taxRate: integer('tax_rate').notNull().default(0),
    /** What was paid for the line less its GST. */
    taxableValuePaise: bigint('taxable_value_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull().default(0),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull().default(0),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull().default(0),
    hsn: text('hsn').notNull().default(''),
    /** Units paid back by refunds (of lines or of returns), pending ones included. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (table) => [
    check('order_items_quantity_check', sql`${table.quantity} >= 1`),
    check(
      'order_items_refunded_check',
      sql`${table.refundedQuantity} >= 0 and ${table.refundedQuantity} <= ${table.quantity}`,
    ),
    check('order_items_price_check', sql`${table.pricePaise} >= 0`),
    index('order_items_order_id_idx').on(table.orderId),
    index('order_items_product_id_idx').on(table.productId),
    index('order_items_variant_id_idx').on(table.variantId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './in-list.js';
import { orders } from './orders.js';
import { refunds } from './refunds.js';

export const TAX_DOCUMENT_KINDS = ['invoice', 'creditNote'] as const;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The last serial given in each series (invoices, credit notes) and financial year. A row, not
 * a PostgreSQL sequence: a sequence keeps a number a rolled-back transaction took, and GST's
 * series must have no gap (decision 0021). Taking the next serial updates the row, so payments
 * recorded at once wait for each other here, for the few milliseconds their transactions last.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    /** "26-27": 1 April 2026 to 31 March 2027, India time. */
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [
    primaryKey({ name: 'document_counters_pkey', columns: [table.series, table.financialYear] }),
    check('document_counters_series_check', inList(sql`${table.series}`, TAX_DOCUMENT_KINDS)),
  ],
);

/**
 * The tax invoices and credit notes issued, as issued: the supplier's details of that moment
 * (an issued document never changes, whatever the settings become), and its PDF once rendered.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    number: text('number').primaryKey(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The refund a credit note documents. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The store settings when it was issued: legal name, address, state, GSTIN. */
    supplier: jsonb('supplier').notNull(),
    /** Rendered on first download and kept. */
    pdf: bytea('pdf'),
  },
  (table) => [
    check('tax_documents_kind_check', inList(sql`${table.kind}`, TAX_DOCUMENT_KINDS)),
    uniqueIndex('tax_documents_series_key').on(table.kind, table.financialYear, table.serial),
    uniqueIndex('tax_documents_invoice_key')
      .on(table.orderId)
      .where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('tax_documents_refund_key').on(table.refundId),
    index('tax_documents_order_idx').on(table.orderId),
  ],
);

// The back office's CSV files (contract: "Reports and CSV in the back office"): the catalogue's
// columns, how one import row is read, what an import answers, and the orders export's columns.
// A row is checked with the catalogue's own field schemas (ProductInputSchema's and
// VariantInputSchema's), then the product it builds with ProductInputSchema itself: one set of
// rules for the form and the file.
import { z } from 'zod';
import { LIMITS } from './constants.js';
import { IdSchema, RupeesSchema, successReply } from './common.js';
import { ProductInputSchema } from './product.js';
import { HsnSchema, TaxClassSchema } from './tax.js';
import { ColourIdSchema, SizeSchema, SkuSchema, StockSchema } from './variant.js';

/** The catalogue file's columns, in the order the export writes them: one row per variant. */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'title',
  'description',
  'category',
  'brand',
  'tax_class',
  'hsn',
  'size',
  'colour',
  'sku',
  'price',
  'sale_price',
  'stock',
  'images',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Between the URLs of the `images` cell. */
export const CSV_IMAGE_SEPARATOR = '|';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection");
// tab and carriage return are on OWASP's list too. The export puts an apostrophe before such a
// cell, as a spreadsheet's own "text" marker does, and the import takes it off again. A value
// that itself starts with apostrophes and then one of these gets one more, so every value comes
// back exactly as it was.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED_START = /^'+[=+\-@\t\r]/;

/** A cell as the export writes it: never read as a formula by a spreadsheet. */
export const guardCsvCell = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

/** A cell as the import reads it: the export's guard apostrophe taken off. */
export const unguardCsvCell = (cell: string): string =>
  GUARDED_START.test(cell) ? cell.slice(1) : cell;

export const CSV_MESSAGES = {
  fileRequired: 'Choose a CSV file to import (form field "file").',
  fileTooLarge: `The file is larger than ${LIMITS.csvImportMaxBytes / 1024 / 1024} MB: split it into smaller files.`,
  fileEmpty: 'The file is empty: it needs a header row and at least one row.',
  notCsv: 'The file is not a readable CSV file',
  tooManyRows: `A file holds at most ${LIMITS.csvImportMaxRows.toLocaleString('en-IN')} rows: split it.`,
  missingColumn: 'This column is missing from the header row',
  unknownColumn: 'This column is not one of the catalogue file’s',
  repeatedColumn: 'This column is in the header row twice',
  cellCount: (expected: number, found: number) =>
    `This row has ${found} cells; the header row has ${expected}`,
  skuRequired: 'Every row needs a SKU: rows are matched to variants by it',
  skuRepeated: (row: number) => `This SKU is also on row ${row}`,
  skuOfAnotherProduct: 'This SKU belongs to another product than the product_id of this row',
  productNotFound: 'No product has this id (leave it empty to add a new product)',
  productDiffers: (row: number) =>
    `Differs from row ${row}, another variant of the same product: a product's details are the same on each of its rows`,
  imported: (created: number, updated: number, unchanged: number) =>
    `Imported: ${created} added, ${updated} updated, ${unchanged} unchanged.`,
  checked: (created: number, updated: number, unchanged: number) =>
    `Checked: ${created} would be added, ${updated} updated, ${unchanged} unchanged. Nothing was changed.`,
  refused: (count: number) =>
    `Nothing was imported: the file has ${count === 1 ? '1 problem' : `${count} problems`}.`,
} as const;

/** A cell that may be left empty: empty reads as absent. */
const optionalCell = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional());

/** A cell whose empty value means "none" (a variant without a size or colour). */
const nullableCell = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable());

/** A number cell; an empty one is `empty` (undefined: not a number). */
const numberCell = <T extends z.ZodType<unknown, number>>(schema: T, empty?: number) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? (empty ?? Number.NaN) : Number(value)))
    .pipe(schema);

const fields = ProductInputSchema.shape;

/**
 * One data row of the catalogue file, its cells as text (the formula guard already taken off),
 * read into the types of a product input. Keys are the column names, so that an issue's path
 * names the column.
 */
export const ProductCsvRowSchema = z.object({
  product_id: optionalCell(IdSchema),
  title: fields.title,
  description: fields.description,
  category: z.string().trim().pipe(fields.category),
  brand: z.string().trim().pipe(fields.brand),
  tax_class: optionalCell(TaxClassSchema),
  hsn: optionalCell(HsnSchema),
  size: nullableCell(SizeSchema),
  colour: nullableCell(z.string().toLowerCase().pipe(ColourIdSchema)),
  sku: z.string().trim().min(1, { error: CSV_MESSAGES.skuRequired }).pipe(SkuSchema),
  price: numberCell(RupeesSchema),
  sale_price: numberCell(RupeesSchema, 0),
  stock: numberCell(StockSchema),
  images: z
    .string()
    .transform((cell) =>
      cell
        .split(CSV_IMAGE_SEPARATOR)
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(fields.images.unwrap()),
});
export type ProductCsvRow = z.infer<typeof ProductCsvRowSchema>;

/** `?dryRun=true` checks the file and changes nothing. */
export const ProductImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/**
 * A problem of the file: `row` counts the header as row 1, as a spreadsheet numbers its rows (a
 * description spanning lines is still one row); `column` is a column's name.
 */
export const CsvImportErrorSchema = z.object({
  row: z.number().int().min(1),
  column: z.string(),
  message: z.string(),
});
export type CsvImportError = z.infer<typeof CsvImportErrorSchema>;

/**
 * What an import did, or would do (a dry run, or a file with problems): rows that add a
 * variant, rows that change their variant or its product, rows that change nothing. With any
 * error nothing is applied (`applied: false`); the list stops at LIMITS.csvImportMaxErrors.
 */
export const ProductImportResultSchema = z.object({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  errors: z.array(CsvImportErrorSchema),
  applied: z.boolean(),
});
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;
export const ProductImportReplySchema = successReply(ProductImportResultSchema.shape);

/** The accountant's file: one row per order line. Money in rupees with 2 decimals. */
export const ORDER_CSV_COLUMNS = [
  'order_number',
  'order_id',
  'order_date',
  'invoice_number',
  'invoice_date',
  'customer_name',
  'customer_email',
  'state_code',
  'state',
  'order_status',
  'payment_status',
  'sku',
  'title',
  'size',
  'colour',
  'hsn',
  'quantity',
  'unit_price',
  'discount',
  'taxable_value',
  'tax_rate',
  'cgst',
  'sgst',
  'igst',
  'line_total',
  'refunded_quantity',
  'order_subtotal',
  'order_discount',
  'order_shipping',
  'shipping_taxable_value',
  'shipping_cgst',
  'shipping_sgst',
  'shipping_igst',
  'order_cgst',
  'order_sgst',
  'order_igst',
  'order_total',
  'order_refunded',
] as const;

const CalendarDaySchema = z.iso.date({ error: 'A date is YYYY-MM-DD' });

/** Orders placed from `from` to `to`, both days included, India time. */
export const OrderExportQuerySchema = z
  .object({ from: CalendarDaySchema, to: CalendarDaySchema })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    error: 'The end date must not be before the start date',
  });
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;

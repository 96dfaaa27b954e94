// The back office's sales report (contract: "Reports and CSV in the back office"). Days are
// India's (Asia/Kolkata), both ends of a range included; amounts are rupees, as everywhere in
// the API, worked out in paise on the server.
import { z } from 'zod';
import { IdSchema, successReply } from './common.js';
import { LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';
import { ColourIdSchema } from './variant.js';

/** How the series groups days: calendar weeks start on Monday, months on the 1st. */
export const SALES_REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type SalesReportInterval = (typeof SALES_REPORT_INTERVALS)[number];

/** Whether `text` is a day of the calendar written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Days from `from` to `to`, both included (1 when they are the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5) + 1;
}

const ReportDaySchema = z
  .string({ error: MESSAGES.salesReportBadDate })
  .refine(isCalendarDay, { error: MESSAGES.salesReportBadDate })
  .refine((day) => day >= LIMITS.salesReportFirstDay && day <= LIMITS.salesReportLastDay, {
    error: MESSAGES.salesReportDateOutOfRange,
  });

const TOO_LONG = {
  day: MESSAGES.salesReportTooLongForDays,
  week: MESSAGES.salesReportTooLongForWeeks,
  month: MESSAGES.salesReportTooLongForMonths,
} as const;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD&interval=day|week|month` (interval: day when left out). */
export const SalesReportQuerySchema = z
  .object({
    from: ReportDaySchema,
    to: ReportDaySchema,
    interval: z
      .enum(SALES_REPORT_INTERVALS, { error: MESSAGES.salesReportBadInterval })
      .default('day'),
  })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    error: MESSAGES.salesReportFromAfterTo,
  })
  .superRefine((query, context) => {
    if (query.from > query.to) return;
    if (daysInRange(query.from, query.to) > LIMITS.salesReportMaxDays[query.interval]) {
      context.addIssue({ code: 'custom', path: ['from'], message: TOO_LONG[query.interval] });
    }
  });
export type SalesReportQuery = z.infer<typeof SalesReportQuerySchema>;

/**
 * A period's figures. Gross sales: the subtotals of the orders paid in it (GST inside, as in
 * the prices; shipping outside). Discounts: those orders' code savings. Refunds: money paid back
 * in it (completed refunds, less any delivery they paid back), whenever the order was paid.
 * Net sales = gross − discounts − refunds, so it can be negative. Average order value =
 * (gross − discounts) / orders, to the paisa. Units sold: the units of the orders paid in it.
 * A customer is new in the period of their first paid order, returning after it.
 */
export const SalesFiguresSchema = z.object({
  grossSales: z.number(),
  discounts: z.number(),
  refunds: z.number(),
  netSales: z.number(),
  orders: z.number().int(),
  averageOrderValue: z.number(),
  unitsSold: z.number().int(),
  newCustomers: z.number().int(),
  returningCustomers: z.number().int(),
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

/**
 * One interval of the range, every one present (zeros when nothing sold). `period` is its
 * calendar start (the day, the Monday, the 1st), which for the first week or month may be
 * before `from`: only the range's days are counted in it.
 */
export const SalesSeriesPointSchema = z.object({
  period: z.string(),
  netSales: z.number(),
  orders: z.number().int(),
});
export type SalesSeriesPoint = z.infer<typeof SalesSeriesPointSchema>;

/**
 * A product's units sold in the period and its net sales (what its lines were charged less
 * what was refunded of them in the period). `productId` is null for lines of deleted products,
 * grouped by their title.
 */
export const TopProductSchema = z.object({
  productId: IdSchema.nullable(),
  title: z.string(),
  unitsSold: z.number().int(),
  netSales: z.number(),
});
export type TopProduct = z.infer<typeof TopProductSchema>;

export const TopVariantSchema = z.object({
  productId: IdSchema.nullable(),
  variantId: IdSchema.nullable(),
  title: z.string(),
  size: z.string().nullable(),
  colour: ColourIdSchema.nullable(),
  unitsSold: z.number().int(),
  netSales: z.number(),
});
export type TopVariant = z.infer<typeof TopVariantSchema>;

/**
 * `previous` is the period of the same length just before `from`. The top lists hold at most
 * LIMITS.salesReportTopSize entries that sold in the period, by net sales, then units, then title.
 */
export const SalesReportSchema = z.object({
  summary: SalesFiguresSchema,
  previous: SalesFiguresSchema,
  series: z.array(SalesSeriesPointSchema),
  topProducts: z.array(TopProductSchema),
  topVariants: z.array(TopVariantSchema),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

export const SalesReportReplySchema = successReply({ report: SalesReportSchema });

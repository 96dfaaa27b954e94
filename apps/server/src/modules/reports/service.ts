import {
  LIMITS,
  daysInRange,
  toRupees,
  type ColourId,
  type SalesFigures,
  type SalesReport,
  type SalesReportQuery,
} from '@attire/contract';
import type { Db } from '../../db/client.js';
import { averageOrderValuePaise } from '../pricing/average-order-value.js';
import {
  customerCounts,
  periodSums,
  topSellers,
  type CustomerCounts,
  type PeriodSums,
  type ReportRanges,
  type TopRow,
} from './sales-queries.js';

/** `day` moved by `days` (calendar days; a day has no time zone here). */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The report's range and the one of the same length just before it. */
export function reportRanges(from: string, to: string): ReportRanges {
  const length = daysInRange(from, to);
  return { from, to, previousFrom: shiftDay(from, -length), previousTo: shiftDay(from, -1) };
}

const NO_SALES: Omit<PeriodSums, 'period'> = {
  grossPaise: 0,
  discountsPaise: 0,
  refundsPaise: 0,
  netPaise: 0,
  orders: 0,
  units: 0,
};

/** A period's figures in rupees, from the sums made in paise. */
function figures(sums: Omit<PeriodSums, 'period'>, customers?: CustomerCounts): SalesFigures {
  const salesPaise = sums.grossPaise - sums.discountsPaise;
  return {
    grossSales: toRupees(sums.grossPaise),
    discounts: toRupees(sums.discountsPaise),
    refunds: toRupees(sums.refundsPaise),
    netSales: toRupees(sums.netPaise),
    orders: sums.orders,
    averageOrderValue: toRupees(averageOrderValuePaise(salesPaise, sums.orders)),
    unitsSold: sums.units,
    newCustomers: customers?.newCustomers ?? 0,
    returningCustomers: customers?.returningCustomers ?? 0,
  };
}

const topEntry = (row: TopRow) => ({
  productId: row.productId,
  title: row.title,
  unitsSold: row.units,
  netSales: toRupees(row.netPaise),
});

/**
 * The sales report of India's days `from` to `to` (contract: "Reports and CSV in the back
 * office"), computed from the orders, their items and refunds as they are now.
 */
export async function salesReport(db: Db, query: SalesReportQuery): Promise<SalesReport> {
  const ranges = reportRanges(query.from, query.to);
  // Four statements at once: on PostgreSQL each takes a connection of the pool, so the report
  // waits for the slowest rather than for their sum (PGlite runs them one after the other).
  const [sums, customers, products, variants] = await Promise.all([
    periodSums(db, ranges, query.interval),
    customerCounts(db, ranges),
    topSellers(db, ranges, false, LIMITS.salesReportTopSize),
    topSellers(db, ranges, true, LIMITS.salesReportTopSize),
  ]);
  const periodFigures = (period: 'current' | 'previous') =>
    figures(
      sums.periods.find((row) => row.period === period) ?? NO_SALES,
      customers.find((row) => row.period === period),
    );
  return {
    summary: periodFigures('current'),
    previous: periodFigures('previous'),
    series: sums.series.map((row) => ({
      period: row.period,
      netSales: toRupees(row.netPaise),
      orders: row.orders,
    })),
    topProducts: products.map(topEntry),
    topVariants: variants.map((row) => ({
      ...topEntry(row),
      variantId: row.variantId,
      size: row.size,
      colour: row.colour as ColourId | null,
    })),
  };
}

// The sales report's SQL, computed from orders, their 'paid' events, items and refunds each
// time (no copy that could drift from them; decision 0032). Every figure is paise, summed here.
// A day is India's: an instant's day is `(at at time zone 'Asia/Kolkata')::date`, and a day's
// instants run from its midnight there to the next, which the indexes are searched by.
import { sql, type SQL } from 'drizzle-orm';
import type { SalesReportInterval } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/prepared.js';

/** Two ranges of India's days, both ends included: the report's and the one just before. */
export interface ReportRanges {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** Sums of one period, or of one interval of the series (`period` its start). */
export interface PeriodSums {
  period: string;
  grossPaise: number;
  discountsPaise: number;
  refundsPaise: number;
  netPaise: number;
  orders: number;
  units: number;
}

export interface CustomerCounts {
  period: 'current' | 'previous';
  newCustomers: number;
  returningCustomers: number;
}

export interface TopRow {
  productId: string | null;
  variantId: string | null;
  title: string;
  size: string | null;
  colour: string | null;
  units: number;
  netPaise: number;
}

/** The first instant of India's day `day`. */
const startOf = (day: string) => sql`((${day})::date::timestamp at time zone 'Asia/Kolkata')`;
/** The first instant after India's day `day`. */
const endOf = (day: string) => sql`(((${day})::date + 1)::timestamp at time zone 'Asia/Kolkata')`;
const indiaDay = (instant: SQL) => sql`(${instant} at time zone 'Asia/Kolkata')::date`;

const number = (value: unknown) => Number(value ?? 0);

/**
 * Day by day over both ranges (every day, sold or not): what the orders paid that day come to,
 * and the money refunds paid back that day (less delivery), whenever their order was paid. The
 * periods' figures and the series' intervals are sums of these days, in one statement (exported
 * for the benchmark's EXPLAIN).
 */
export function periodSumsQuery(ranges: ReportRanges, interval: SalesReportInterval): SQL {
  const { from, to, previousFrom } = ranges;
  return sql`
    with paid as (
      select e.order_id, ${indiaDay(sql`e.at`)} as day, o.subtotal_paise, o.discount_paise
      from order_events e
      join orders o on o.id = e.order_id
      where e.kind = 'paid' and e.at >= ${startOf(previousFrom)} and e.at < ${endOf(to)}
    ),
    sales as (
      select day, sum(subtotal_paise) as gross, sum(discount_paise) as discounts,
        count(*) as orders
      from paid group by day
    ),
    units as (
      select p.day, sum(i.quantity) as units
      from paid p join order_items i on i.order_id = p.order_id
      group by p.day
    ),
    paid_back as (
      select ${indiaDay(sql`r.completed_at`)} as day, sum(r.amount_paise - r.shipping_paise) as refunds
      from refunds r
      where r.state = 'completed'
        and r.completed_at >= ${startOf(previousFrom)} and r.completed_at < ${endOf(to)}
      group by 1
    ),
    days as (
      select d::date as day,
        case when d::date >= ${from}::date then 'current' else 'previous' end as period,
        date_trunc(${interval}, d)::date as bucket,
        coalesce(s.gross, 0) as gross, coalesce(s.discounts, 0) as discounts,
        coalesce(b.refunds, 0) as refunds, coalesce(s.orders, 0) as orders,
        coalesce(u.units, 0) as units
      from generate_series(${previousFrom}::date::timestamp, ${to}::date::timestamp, interval '1 day') d
      left join sales s on s.day = d::date
      left join units u on u.day = d::date
      left join paid_back b on b.day = d::date
    )
    select period, to_char(bucket, 'YYYY-MM-DD') as bucket, grouping(bucket) = 1 as whole,
      sum(gross)::bigint as gross, sum(discounts)::bigint as discounts,
      sum(refunds)::bigint as refunds,
      (sum(gross) - sum(discounts) - sum(refunds))::bigint as net,
      sum(orders)::bigint as orders, sum(units)::bigint as units
    from days
    group by grouping sets ((period), (period, bucket))
    order by period, bucket`;
}

export async function periodSums(
  db: Db,
  ranges: ReportRanges,
  interval: SalesReportInterval,
): Promise<{ periods: PeriodSums[]; series: PeriodSums[] }> {
  const rows = await rowsOf<Record<string, unknown>>(db, periodSumsQuery(ranges, interval));
  const sums = (row: Record<string, unknown>, period: string): PeriodSums => ({
    period,
    grossPaise: number(row.gross),
    discountsPaise: number(row.discounts),
    refundsPaise: number(row.refunds),
    netPaise: number(row.net),
    orders: number(row.orders),
    units: number(row.units),
  });
  return {
    periods: rows.filter((row) => row.whole).map((row) => sums(row, String(row.period))),
    series: rows
      .filter((row) => !row.whole && row.period === 'current')
      .map((row) => sums(row, String(row.bucket))),
  };
}

/**
 * The customers who paid for an order in each period: new when they had no paid order before
 * the period began (their first is in it), returning otherwise.
 */
export function customerCountsQuery(ranges: ReportRanges): SQL {
  return sql`
    with periods (period, starts, ends) as (
      values ('current', ${startOf(ranges.from)}, ${endOf(ranges.to)}),
        ('previous', ${startOf(ranges.previousFrom)}, ${endOf(ranges.previousTo)})
    ),
    buyers as (
      select distinct p.period, p.starts, o.user_id
      from periods p
      join order_events e on e.kind = 'paid' and e.at >= p.starts and e.at < p.ends
      join orders o on o.id = e.order_id
    ),
    -- Materialized, so that the two counts below ask each buyer's history once, not twice.
    -- An order is paid after it is placed: only orders placed before the period can have been
    -- paid before it, which the index on (user_id, order_date) finds.
    known as materialized (
      select b.period, exists (
        select 1 from orders o
        join order_events e on e.order_id = o.id and e.kind = 'paid'
        where o.user_id = b.user_id and o.order_date < b.starts and e.at < b.starts
      ) as returned_before
      from buyers b
    )
    select period, count(*) filter (where not returned_before) as new_customers,
      count(*) filter (where returned_before) as returning_customers
    from known group by period`;
}

export async function customerCounts(db: Db, ranges: ReportRanges): Promise<CustomerCounts[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, customerCountsQuery(ranges));
  return rows.map((row) => ({
    period: row.period as CustomerCounts['period'],
    newCustomers: number(row.new_customers),
    returningCustomers: number(row.returning_customers),
  }));
}

/**
 * The lines sold in the period (of orders paid in it: their units and what they were charged)
 * and the lines' refunds paid back in it, summed by product (`byVariant` false) or by variant;
 * lines of a deleted product or variant are grouped by what they stored. Only what sold in the
 * period is listed, by net sales, then units, then title.
 */
export function topSellersQuery(ranges: ReportRanges, byVariant: boolean, limit: number): SQL {
  const starts = startOf(ranges.from);
  const ends = endOf(ranges.to);
  const key = byVariant
    ? sql`l.product_id, l.variant_id,
        case when l.variant_id is null then l.title end,
        case when l.variant_id is null then l.size end,
        case when l.variant_id is null then l.colour end`
    : sql`l.product_id, case when l.product_id is null then l.title end`;
  return sql`
    with lines as (
      select i.product_id, i.variant_id, i.title, i.size, i.colour, i.quantity as units,
        i.price_paise::bigint * i.quantity - i.discount_paise as paise
      from order_events e
      join order_items i on i.order_id = e.order_id
      where e.kind = 'paid' and e.at >= ${starts} and e.at < ${ends}
      union all
      select i.product_id, i.variant_id, i.title, i.size, i.colour, 0, -ri.amount_paise
      from refunds r
      join refund_items ri on ri.refund_id = r.id
      join order_items i on i.id = ri.order_item_id
      where r.state = 'completed' and r.completed_at >= ${starts} and r.completed_at < ${ends}
    ),
    grouped as (
      select l.product_id, ${byVariant ? sql`l.variant_id` : sql`null::uuid`} as variant_id,
        min(l.title) as line_title, min(l.size) as line_size, min(l.colour) as line_colour,
        sum(l.units)::bigint as units, sum(l.paise)::bigint as net
      from lines l
      group by ${key}
      having sum(l.units) > 0
    )
    select g.product_id, g.variant_id, coalesce(p.title, g.line_title) as title,
      ${byVariant ? sql`case when v.id is null then g.line_size else v.size end` : sql`null`} as size,
      ${byVariant ? sql`case when v.id is null then g.line_colour else v.colour end` : sql`null`} as colour,
      g.units, g.net
    from grouped g
    left join products p on p.id = g.product_id
    left join product_variants v on v.id = g.variant_id
    order by g.net desc, g.units desc, coalesce(p.title, g.line_title) collate "C",
      g.product_id, g.variant_id
    limit ${limit}`;
}

export async function topSellers(
  db: Db,
  ranges: ReportRanges,
  byVariant: boolean,
  limit: number,
): Promise<TopRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, topSellersQuery(ranges, byVariant, limit));
  return rows.map((row) => ({
    productId: (row.product_id as string | null) ?? null,
    variantId: (row.variant_id as string | null) ?? null,
    title: String(row.title),
    size: (row.size as string | null) ?? null,
    colour: (row.colour as string | null) ?? null,
    units: number(row.units),
    netPaise: number(row.net),
  }));
}

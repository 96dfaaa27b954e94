// The sales report worked out the slow way, in plain TypeScript over the seed's objects
// (./sales-seed.ts), from the contract's definitions alone: what the report's SQL must equal.
import type { SalesFigures, SalesReport, SalesReportInterval } from '@attire/contract';
import type { SalesSeed, SeedLine, SeedOrder } from './sales-seed.js';

const DAY = 86_400_000;

/** The day in India (UTC+05:30, no daylight saving) of an instant. */
export const indiaDayOf = (instant: Date) =>
  new Date(instant.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const length = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;

/** The calendar start of the interval holding `day`: itself, its Monday, its month's 1st. */
function intervalStart(day: string, interval: SalesReportInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shift(day, -((weekday + 6) % 7));
}

const rupees = (paise: number) => paise / 100;
const within = (day: string, from: string, to: string) => day >= from && day <= to;
const charged = (line: SeedLine) => line.pricePaise * line.quantity - line.discountPaise;
const units = (order: SeedOrder) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

interface Money {
  gross: number;
  discounts: number;
  refunds: number;
  orders: number;
  units: number;
}

function moneyOf(seed: SalesSeed, from: string, to: string): Money {
  const money = { gross: 0, discounts: 0, refunds: 0, orders: 0, units: 0 };
  for (const order of seed.orders) {
    if (!order.paidAt || !within(indiaDayOf(order.paidAt), from, to)) continue;
    money.gross += order.subtotalPaise;
    money.discounts += order.discountPaise;
    money.orders += 1;
    money.units += units(order);
  }
  for (const refund of seed.refunds) {
    if (refund.state !== 'completed' || !within(indiaDayOf(refund.completedAt!), from, to))
      continue;
    money.refunds += refund.amountPaise - refund.shippingPaise;
  }
  return money;
}

function figuresOf(seed: SalesSeed, from: string, to: string): SalesFigures {
  const money = moneyOf(seed, from, to);
  const sales = money.gross - money.discounts;
  const firstPaid = new Map<string, string>();
  for (const order of seed.orders) {
    if (!order.paidAt) continue;
    const day = order.paidAt.toISOString();
    const known = firstPaid.get(order.userId);
    if (!known || day < known) firstPaid.set(order.userId, day);
  }
  const buyers = new Set(
    seed.orders
      .filter((order) => order.paidAt && within(indiaDayOf(order.paidAt), from, to))
      .map((order) => order.userId),
  );
  const fresh = [...buyers].filter((user) => indiaDayOf(new Date(firstPaid.get(user)!)) >= from);
  return {
    grossSales: rupees(money.gross),
    discounts: rupees(money.discounts),
    refunds: rupees(money.refunds),
    netSales: rupees(money.gross - money.discounts - money.refunds),
    orders: money.orders,
    // To the paisa, halves up.
    averageOrderValue: money.orders
      ? rupees(Math.floor((2 * sales + money.orders) / (2 * money.orders)))
      : 0,
    unitsSold: money.units,
    newCustomers: fresh.length,
    returningCustomers: buyers.size - fresh.length,
  };
}

interface Seller {
  productId: string | null;
  variantId: string | null;
  title: string;
  size: string | null;
  colour: string | null;
  units: number;
  net: number;
}

function sellers(seed: SalesSeed, from: string, to: string, byVariant: boolean, top: number) {
  const key = (line: SeedLine) =>
    byVariant
      ? `${line.productId}|${line.variantId}|${line.variantId ? '' : `${line.title}|${line.size}|${line.colour}`}`
      : `${line.productId}|${line.productId ? '' : line.title}`;
  const found = new Map<string, Seller>();
  const add = (line: SeedLine, units: number, net: number) => {
    const seller = found.get(key(line)) ?? {
      productId: line.productId,
      variantId: byVariant ? line.variantId : null,
      title: line.title,
      size: line.size,
      colour: line.colour,
      units: 0,
      net: 0,
    };
    seller.units += units;
    seller.net += net;
    found.set(key(line), seller);
  };
  const lines = new Map(seed.orders.flatMap((order) => order.lines.map((line) => [line.id, line])));
  for (const order of seed.orders) {
    if (!order.paidAt || !within(indiaDayOf(order.paidAt), from, to)) continue;
    for (const line of order.lines) add(line, line.quantity, charged(line));
  }
  for (const refund of seed.refunds) {
    if (refund.state !== 'completed' || !within(indiaDayOf(refund.completedAt!), from, to))
      continue;
    for (const item of refund.items) add(lines.get(item.orderItemId)!, 0, -item.amountPaise);
  }
  return [...found.values()]
    .filter((seller) => seller.units > 0)
    .sort(
      (a, b) =>
        b.net - a.net ||
        b.units - a.units ||
        (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) ||
        String(a.productId).localeCompare(String(b.productId)) ||
        String(a.variantId).localeCompare(String(b.variantId)),
    )
    .slice(0, top);
}

/** The report of India's days `from` to `to`, and of as many days just before, restated. */
export function restateSalesReport(
  seed: SalesSeed,
  query: { from: string; to: string; interval: SalesReportInterval },
  top = 10,
): SalesReport {
  const { from, to, interval } = query;
  const days = length(from, to);
  const series: SalesReport['series'] = [];
  for (let start = intervalStart(from, interval); start <= to;) {
    let next = start;
    while (next <= to && intervalStart(next, interval) === start) next = shift(next, 1);
    const money = moneyOf(seed, start < from ? from : start, shift(next, -1));
    series.push({
      period: start,
      netSales: rupees(money.gross - money.discounts - money.refunds),
      orders: money.orders,
    });
    start = next;
  }
  const product = (seller: Seller) => ({
    productId: seller.productId,
    title: seller.title,
    unitsSold: seller.units,
    netSales: rupees(seller.net),
  });
  return {
    summary: figuresOf(seed, from, to),
    previous: figuresOf(seed, shift(from, -days), shift(from, -1)),
    series,
    topProducts: sellers(seed, from, to, false, top).map(product),
    topVariants: sellers(seed, from, to, true, top).map((seller) => ({
      ...product(seller),
      variantId: seller.variantId,
      size: seller.size,
      colour: seller.colour as SalesReport['topVariants'][number]['colour'],
    })),
  };
}

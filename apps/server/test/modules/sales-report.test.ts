import { randomUUID } from 'node:crypto';
import { LIMITS, MESSAGES, type SalesReportInterval } from '@attire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Session, insertProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { indiaDayOf, restateSalesReport } from '../support/sales-restated.js';
import { type SalesSeed, type SeedCatalogueEntry, makeSalesSeed } from '../support/sales-seed.js';
import { insertCustomers, writeSalesSeed } from '../support/sales-seed-write.js';

// Issue 29: the back office's sales report, computed in SQL from orders, their payments,
// items and refunds, against the same figures worked out the slow way over the rows inserted.

/** Four shirts in S and M, navy and black, and a cap with neither. */
async function insertCatalogue(t: TestApp): Promise<SeedCatalogueEntry[]> {
  const entries: SeedCatalogueEntry[] = [];
  for (const [index, price] of [899, 1299, 1499.5, 2199].entries()) {
    const product = await insertProduct(t.db, {
      title: `Linen Shirt ${index + 1}`,
      price,
      sizes: ['S', 'M'],
      colours: ['navy', 'black'],
      variants: ['S', 'M'].flatMap((size) =>
        (['navy', 'black'] as const).map((colour) => ({
          size,
          colour,
          sku: `LS${index}-${size}-${colour}-${randomUUID().slice(0, 8)}`,
          totalStock: 50,
        })),
      ),
    });
    for (const variant of product.variants) {
      entries.push({
        productId: product.id,
        variantId: variant.id,
        title: product.title,
        size: variant.size,
        colour: variant.colour,
        pricePaise: Math.round(price * 100) + (variant.size === 'M' ? 5000 : 0),
      });
    }
  }
  const cap = await insertProduct(t.db, { title: 'Canvas Cap', price: 499 });
  entries.push({
    productId: cap.id,
    variantId: cap.variants[0]!.id,
    title: 'Canvas Cap',
    size: null,
    colour: null,
    pricePaise: 49900,
  });
  // A product deleted since: its lines keep title, size and colour, and lose their ids.
  entries.push({
    productId: null,
    variantId: null,
    title: 'Retired Scarf',
    size: null,
    colour: 'red',
    pricePaise: 79950,
  });
  return entries;
}

describe('the sales report', () => {
  let t: TestApp;
  let admin: Session;
  let seed: SalesSeed;
  const report = (query: { from: string; to: string; interval?: SalesReportInterval }) =>
    api(t.app, admin.token).call('adminReports.sales', { query });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t.app);
    const catalogue = await insertCatalogue(t);
    const userIds = await insertCustomers(t.db, 40);
    seed = makeSalesSeed({ userIds, catalogue, firstDay: '2026-08-01', days: 112, count: 400 });
    await writeSalesSeed(t.db, seed);
  });
  afterAll(() => t.close());

  it('adds up day by day as the orders, refunds and items do, with the period before', async () => {
    const query = { from: '2026-10-16', to: '2026-11-14', interval: 'day' as const };
    const expected = restateSalesReport(seed, query);
    // The seed reaches every rule: otherwise this comparison could pass for the wrong reasons.
    expect(expected.summary.discounts).toBeGreaterThan(0);
    expect(expected.summary.refunds).toBeGreaterThan(0);
    expect(expected.previous.refunds).toBeGreaterThan(0);
    expect(expected.summary.newCustomers).toBeGreaterThan(0);
    expect(expected.summary.returningCustomers).toBeGreaterThan(0);
    expect(expected.series).toHaveLength(30);
    expect(expected.series.some((point) => point.orders === 0)).toBe(true);
    expect(expected.topProducts.some((entry) => entry.productId === null)).toBe(true);
    const earlyHours = seed.orders.filter(
      (order) =>
        order.paidAt && indiaDayOf(order.paidAt) !== order.paidAt.toISOString().slice(0, 10),
    );
    expect(earlyHours.length).toBeGreaterThan(50);

    const response = await report(query);
    expect(response.status).toBe(200);
    expect(response.body.report).toEqual(expected);
  });

  it.each([
    { from: '2026-09-24', to: '2026-11-18', interval: 'week' as const, intervals: 9 },
    { from: '2026-08-15', to: '2026-11-30', interval: 'month' as const, intervals: 4 },
    { from: '2026-10-01', to: '2026-10-01', interval: 'day' as const, intervals: 1 },
  ])('adds up by $interval from $from to $to', async ({ intervals, ...query }) => {
    const expected = restateSalesReport(seed, query);
    expect(expected.series).toHaveLength(intervals);
    const response = await report(query);
    expect(response.status).toBe(200);
    expect(response.body.report).toEqual(expected);
  });

  it('shows every interval of a range without sales, at zero', async () => {
    const response = await report({ from: '2025-01-01', to: '2025-01-07' });
    expect(response.status).toBe(200);
    const { summary, previous, series, topProducts, topVariants } = response.body.report;
    const zero = {
      grossSales: 0,
      discounts: 0,
      refunds: 0,
      netSales: 0,
      orders: 0,
      averageOrderValue: 0,
      unitsSold: 0,
      newCustomers: 0,
      returningCustomers: 0,
    };
    expect(summary).toEqual(zero);
    expect(previous).toEqual(zero);
    expect(series.map((point) => point.period)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07'].map((day) => `2025-01-${day}`),
    );
    expect(series.every((point) => point.netSales === 0 && point.orders === 0)).toBe(true);
    expect([topProducts, topVariants]).toEqual([[], []]);
  });

  it.each([
    ['from', '2026-10-1', '2026-10-07', 'day', MESSAGES.salesReportBadDate],
    ['from', '2026-02-30', '2026-03-07', 'day', MESSAGES.salesReportBadDate],
    ['to', '2026-10-01', 'yesterday', 'day', MESSAGES.salesReportBadDate],
    ['from', '1999-12-31', '2000-01-01', 'day', MESSAGES.salesReportDateOutOfRange],
    ['to', '2026-10-08', '2026-10-07', 'day', MESSAGES.salesReportFromAfterTo],
    ['interval', '2026-10-01', '2026-10-07', 'year', MESSAGES.salesReportBadInterval],
    ['from', '2026-01-01', '2026-04-03', 'day', MESSAGES.salesReportTooLongForDays],
    ['from', '2025-01-01', '2026-01-07', 'week', MESSAGES.salesReportTooLongForWeeks],
    ['from', '2024-01-01', '2026-01-01', 'month', MESSAGES.salesReportTooLongForMonths],
  ])('refuses %s in from=%s to=%s by %s', async (field, from, to, interval, message) => {
    const query = new URLSearchParams({ from, to, interval });
    const response = await api(t.app, admin.token).get(`/admin/reports/sales?${query}`);
    expect(response.status).toBe(400);
    expect(response.error.message).toBe(MESSAGES.validationError);
    expect(response.error.errors?.[field]).toContain(message);
  });

  it('answers the longest range of each interval, and day by day when none is given', async () => {
    for (const interval of ['day', 'week', 'month'] as const) {
      const to = new Date(Date.parse('2026-11-30T00:00:00Z'));
      to.setUTCDate(to.getUTCDate() + LIMITS.salesReportMaxDays[interval] - 1);
      const query = { from: '2026-11-30', to: to.toISOString().slice(0, 10), interval };
      expect((await report(query)).status).toBe(200);
    }
    const plain = await api(t.app, admin.token).get(
      '/admin/reports/sales?from=2026-11-01&to=2026-11-03',
    );
    expect(plain.status).toBe(200);
    expect((plain.body as { report: { series: unknown[] } }).report.series).toHaveLength(3);
  });

  it('answers admins only', async () => {
    const query = { from: '2026-10-01', to: '2026-10-07' };
    expect((await api(t.app).call('adminReports.sales', { query })).status).toBe(401);
    const shopper = await signUp(t.app);
    expect((await api(t.app, shopper.token).call('adminReports.sales', { query })).status).toBe(
      403,
    );
  });
});

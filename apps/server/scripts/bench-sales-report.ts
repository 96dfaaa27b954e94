// How fast the sales report answers over HTTP on a shop of 100,000 paid orders: a year of them
// (about 274 a day, at every hour of India's day), 1 to 3 lines each, a fifth with a discount,
// one in ten with a completed refund of a line three days later, and 20,000 customers.
// Usage (from apps/server): npx tsx scripts/bench-sales-report.ts [--orders 100000] [--runs 7]
//   [--plans]
//   [--database-url postgres://postgres@127.0.0.1:5432/postgres]
// A scratch database of that PostgreSQL server (dropped afterwards). It times each range (after
// one warm-up call) with the report's indexes and again without them, prints the medians and
// EXPLAIN ANALYZE of the main query for 30 days. It prints figures; it is not a test.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ROUTES } from '@attire/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { upsertAdmin } from '../src/lib/accounts.js';
import { createProduct } from '../src/modules/catalog/admin-service.js';
import {
  customerCountsQuery,
  periodSumsQuery,
  topSellersQuery,
} from '../src/modules/reports/sales-queries.js';
import { reportRanges } from '../src/modules/reports/service.js';
import { createScratchDatabase } from './bench-support/scratch-database.js';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '7' },
    /** Print every statement's whole plan, not only the main one's. */
    plans: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const orderCount = Number(values.orders);
const runs = Number(values.runs);

const scratch = await createScratchDatabase(values['database-url']);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-bench-report-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-report-secret-that-is-long-enough-for-hs256',
  DATABASE_URL: scratch.url,
  RATE_LIMIT_API_PER_MINUTE: '100000',
});
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await database.migrate();
const app = await buildApp(config, { database, logger: false, webRoot: path.join(dataDir, 'web') });
await app.listen({ host: '127.0.0.1', port: 0 });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
const direct = new pg.Client({ connectionString: scratch.url });
await direct.connect();

/** The shop: 12 shirts in S, M, L and navy, black (96 variants), customers, then the orders. */
async function seedShop() {
  for (let n = 1; n <= 12; n++) {
    await createProduct(database.db, {
      title: `Linen Shirt ${n}`,
      description: 'A linen shirt.',
      image: '/uploads/x.webp',
      category: 'men',
      brand: 'nike',
      price: 799 + n * 100,
      salePrice: 0,
      totalStock: 0,
      sizes: ['S', 'M', 'L'],
      colours: ['navy', 'black'],
      variants: ['S', 'M', 'L'].flatMap((size) =>
        (['navy', 'black'] as const).map((colour) => ({
          size,
          colour,
          sku: `B${n}-${size}-${colour}`,
          totalStock: 1000,
        })),
      ),
    });
  }
  const steps = [
    `insert into users (name, email)
      select 'Customer ' || n, 'customer-' || n || '@example.com' from generate_series(1, 20000) n`,
    `create temp table bench_lines as
      with v as (select row_number() over (order by v.sku) - 1 as k, v.*, p.title
        from product_variants v join products p on p.id = v.product_id),
      u as (select row_number() over (order by id) - 1 as k, id from users where role = 'user'),
      o as (select n, md5('order' || n)::uuid as id,
          timestamptz '2026-11-26 00:00+05:30' - n * interval '315 seconds' as paid_at,
          u.id as user_id
        from generate_series(1, ${orderCount}) n join u on u.k = (n * 7919) % 20000)
      select o.*, j, md5('line' || n || '-' || j)::uuid as line_id, v.id as variant_id,
        v.product_id, v.title, v.size, v.colour, v.price_paise, 1 + (n + j) % 3 as quantity,
        case when n % 5 = 0 then v.price_paise * (1 + (n + j) % 3) / 10 else 0 end as discount
      from o cross join generate_series(0, 2) j
      join v on v.k = (o.n * 31 + j * 7) % 72
      where j <= o.n % 3`,
    `insert into orders (id, user_id, order_status, payment_status, subtotal_paise,
        discount_paise, total_paise, ship_address, ship_city, ship_pincode, ship_phone,
        order_date, updated_at)
      select id, user_id, 'delivered', 'paid', sum(price_paise * quantity), sum(discount),
        sum(price_paise * quantity) - sum(discount), '1 MG Road', 'Bengaluru', '560001',
        '9876543210', paid_at - interval '5 minutes', paid_at
      from bench_lines group by id, user_id, paid_at`,
    `insert into order_items (id, order_id, product_id, variant_id, size, colour, title, image,
        price_paise, quantity, discount_paise, taxable_value_paise)
      select line_id, id, product_id, variant_id, size, colour, title, '/uploads/x.webp',
        price_paise, quantity, discount, price_paise * quantity - discount from bench_lines`,
    `insert into order_events (order_id, at, kind, status, actor)
      select id, min(paid_at) - interval '5 minutes', 'placed', 'pending', 'shopper'
        from bench_lines group by id
      union all
      select id, min(paid_at), 'paid', 'confirmed', 'system' from bench_lines group by id`,
    `insert into refunds (id, order_id, amount_paise, reason, state, actor, created_at, completed_at)
      select md5('refund' || n)::uuid, id, price_paise * quantity - discount, 'Return', 'completed',
        'admin', paid_at + interval '3 days', paid_at + interval '3 days 2 minutes'
      from bench_lines where j = 0 and n % 10 = 0 and paid_at < now() - interval '3 days'`,
    `insert into refund_items (refund_id, order_item_id, quantity, amount_paise)
      select md5('refund' || n)::uuid, line_id, quantity, price_paise * quantity - discount
      from bench_lines where j = 0 and n % 10 = 0 and paid_at < now() - interval '3 days'`,
    `analyze`,
  ];
  for (const step of steps) await direct.query(step);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeRanges(token: string) {
  const ranges = [
    { name: '7 days by day', from: '2026-11-19', to: '2026-11-25', interval: 'day' },
    { name: '30 days by day', from: '2026-10-27', to: '2026-11-25', interval: 'day' },
    { name: '92 days by day', from: '2026-08-26', to: '2026-11-25', interval: 'day' },
    { name: '371 days by week', from: '2025-11-20', to: '2026-11-25', interval: 'week' },
    { name: '731 days by month', from: '2024-11-25', to: '2026-11-25', interval: 'month' },
  ];
  const lines: string[] = [];
  for (const range of ranges) {
    const query = new URLSearchParams({ from: range.from, to: range.to, interval: range.interval });
    const url = `${baseUrl}${ROUTES['adminReports.sales'].path}?${query}`;
    const call = async () => {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { report?: { summary: { orders: number } } };
      if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, orders: body.report!.summary.orders };
    };
    await call();
    const timings: number[] = [];
    let orders = 0;
    for (let i = 0; i < runs; i++) {
      const timed = await call();
      timings.push(timed.ms);
      orders = timed.orders;
    }
    lines.push(
      `  ${range.name.padEnd(18)} ${String(orders).padStart(6)} orders  median ${median(timings).toFixed(1)} ms  max ${Math.max(...timings).toFixed(1)} ms`,
    );
  }
  return lines.join('\n');
}

/** EXPLAIN ANALYZE of each of the report's statements for 30 days: all of the main one's plan. */
async function explainAll() {
  const { dialect } = database.db as unknown as { dialect: PgDialect };
  const ranges = reportRanges('2026-10-27', '2026-11-25');
  const statements = {
    'day by day (main)': periodSumsQuery(ranges, 'day'),
    customers: customerCountsQuery(ranges),
    'top products': topSellersQuery(ranges, false, 10),
    'top variants': topSellersQuery(ranges, true, 10),
  };
  for (const [name, statement] of Object.entries(statements)) {
    const query = dialect.sqlToQuery(sql`explain (analyze, buffers) ${statement}`);
    const plan = (await direct.query(query.sql, query.params)).rows.map(
      (row: Record<string, string>) => row['QUERY PLAN'] ?? '',
    );
    const time = plan.find((line) => line.startsWith('Execution Time'));
    console.log(`EXPLAIN ANALYZE, 30 days, ${name}: ${time}`);
    if (name.endsWith('(main)') || values.plans) console.log(plan.join('\n'));
  }
}

try {
  const started = performance.now();
  await seedShop();
  const [{ count }] = (await direct.query(`select count(*)::int as count from orders`)).rows as [
    { count: number },
  ];
  console.log(
    `seeded ${count} paid orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await upsertAdmin(database.db, {
    name: 'Bench',
    email: 'bench@example.com',
    password: 'Bench-12345!',
  });
  const login = await fetch(`${baseUrl}${ROUTES['auth.login'].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'Bench-12345!' }),
  });
  const { token } = (await login.json()) as { token: string };

  console.log(`with the report's indexes (${runs} runs each, over HTTP):`);
  console.log(await timeRanges(token));
  await explainAll();

  await direct.query('drop index order_events_paid_idx; drop index refunds_completed_idx');
  console.log(`without them:`);
  console.log(await timeRanges(token));
} finally {
  await direct.end();
  await app.close();
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}

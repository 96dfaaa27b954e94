// Measures the catalogue's listing and search over real HTTP on a large generated catalogue.
// Usage: npm run bench -w @attire/server -- [--products 100000] [--runs 20] [--warmup 3]
// Uses a fresh PGlite in a temporary folder, or, when DATABASE_URL is set, a scratch database
// on that PostgreSQL server which it drops afterwards. It prints figures; it is not a test.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedIfEmpty } from '../src/db/seed/index.js';
import { addGeneratedProducts } from '../src/db/seed/products.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
  },
});
const productCount = Number(values.products);
const runs = Number(values.runs);
const warmup = Number(values.warmup);
if (![productCount, runs, warmup].every((n) => Number.isInteger(n) && n >= 0) || runs < 1) {
  throw new Error('--products, --runs and --warmup take whole numbers (runs at least 1)');
}

interface Case {
  name: string;
  path: string;
}

function cases(total: number): Case[] {
  const list = (name: string, query: string) => ({ name, path: `/shop/products?${query}` });
  const search = (name: string, keyword: string) => ({
    name: `search: ${name}`,
    path: `/shop/products/search/${encodeURIComponent(keyword)}`,
  });
  const deepPage = Math.max(1, Math.floor(total / 24 / 2));
  return [
    list('list: no filter', ''),
    list('list: category', 'category=men'),
    list('list: brand (h&m)', 'brand=h%26m'),
    list('list: category + brand', 'category=women&brand=zara'),
    list('list: 2 categories + 2 brands', 'category=men,kids&brand=nike,adidas'),
    list('list: sort price low to high', 'sortBy=price-lowtohigh'),
    list('list: sort price high to low', 'sortBy=price-hightolow'),
    list('list: sort title A to Z', 'sortBy=title-atoz'),
    list('list: sort title Z to A', 'sortBy=title-ztoa'),
    list('list: category, title A to Z', 'category=footwear&sortBy=title-atoz'),
    list(`list: deep page ${deepPage}`, `page=${deepPage}&limit=24`),
    search('brand name "nike"', 'nike'),
    search('common word "cotton"', 'cotton'),
    search('3-letter word "tee"', 'tee'),
    search('rare word "handloom"', 'handloom'),
    search('phrase "slim fit"', 'slim fit'),
    search('no match "velvet"', 'velvet'),
  ];
}

async function createScratchDatabase(serverUrl: string) {
  const name = `attire_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function measure(baseUrl: string, token: string, item: Case) {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api${item.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { products?: unknown[]; total?: number };
    if (!response.ok) throw new Error(`${item.path} answered ${response.status}`);
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof call>>['body'] = {};
  for (let i = 0; i < runs; i++) {
    const { ms, body } = await call();
    times.push(ms);
    last = body;
  }
  times.sort((a, b) => a - b);
  const found = last.total ?? last.products?.length ?? 0;
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), found };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-bench-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      ...(scratch && { DATABASE_URL: scratch.url }),
    });
    const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    await database.migrate();
    await seedIfEmpty(database.db, config);
    const started = performance.now();
    await addGeneratedProducts(database.db, config, productCount);
    const seedSeconds = (performance.now() - started) / 1000;

    const app = await buildApp(config, { database, logger: false });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const login = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Outside production the configuration always has the demo shopper.
        body: JSON.stringify({ email: config.demo?.email, password: config.demo?.password }),
      });
      const { token } = (await login.json()) as { token: string };

      console.log(
        `\nAttire catalogue benchmark: ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ` +
          `${productCount.toLocaleString('en')} generated products (+ the seed), ` +
          `added in ${seedSeconds.toFixed(1)} s; ${warmup} warm-up and ${runs} measured ` +
          `requests per line, over HTTP on 127.0.0.1, Node ${process.version}\n`,
      );
      const rows: string[][] = [['case', 'median ms', 'p95 ms', 'found']];
      for (const item of cases(productCount)) {
        const result = await measure(baseUrl, token, item);
        rows.push([
          item.name,
          result.median.toFixed(1),
          result.p95.toFixed(1),
          String(result.found),
        ]);
      }
      printTable(rows);
      console.log(`\n(found: total matches for listings, results returned for searches)`);
    } finally {
      await app.close();
    }
  } finally {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  console.log(line(rows[0]!));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

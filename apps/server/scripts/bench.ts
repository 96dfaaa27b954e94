// Measures the catalogue's listing, search and product details over real HTTP on a large
// generated catalogue (about 8 variants a product).
// Usage: npm run bench:catalogue -w @attire/server -- [--products 100000] [--runs 50] [--warmup 5]
// Uses a fresh PGlite in a temporary folder, or, when DATABASE_URL is set, a scratch database
// on that PostgreSQL server which it drops afterwards. It prints figures; it is not a test.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { plainCases, variantCases, type Case } from './bench-cases.js';
import { printTable } from './bench-support/print-table.js';
import { createScratchDatabase } from './bench-support/scratch-database.js';
import { seedBenchCatalogue } from './bench-support/seed-catalogue.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
  },
});
const productCount = Number(values.products);
const runs = Number(values.runs);
const warmup = Number(values.warmup);
if (![productCount, runs, warmup].every((n) => Number.isInteger(n) && n >= 0) || runs < 1) {
  throw new Error('--products, --runs and --warmup take whole numbers (runs at least 1)');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

interface Reply {
  products?: unknown[];
  product?: { variants?: unknown[] };
  total?: number;
  facets?: unknown;
}

async function measure(baseUrl: string, token: string, item: Case) {
  const call = async (index: number) => {
    const path = item.path(index);
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as Reply;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < warmup; i++) await call(i);
  const times: number[] = [];
  const found: number[] = [];
  let withFacets = 0;
  for (let i = 0; i < runs; i++) {
    const { ms, body } = await call(warmup + i);
    times.push(ms);
    found.push(body.total ?? body.products?.length ?? body.product?.variants?.length ?? 0);
    if (body.facets) withFacets++;
  }
  times.sort((a, b) => a - b);
  found.sort((a, b) => a - b);
  return {
    median: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    found: percentile(found, 0.5),
    facets: !item.facets ? '' : withFacets === runs ? 'yes' : withFacets === 0 ? 'NO' : 'some',
  };
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
    const seeded = await seedBenchCatalogue(config, productCount, Math.max(200, runs + warmup));
    const cases = [...plainCases(productCount), ...variantCases(seeded.sampleIds)];
    const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });

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
          `${productCount.toLocaleString('en')} generated products (+ the seed) with ` +
          `${seeded.variants.toLocaleString('en')} variants in all, ` +
          `added in ${seeded.seedSeconds.toFixed(1)} s; ${warmup} warm-up and ${runs} measured ` +
          `requests per line, over HTTP on 127.0.0.1, Node ${process.version}\n`,
      );
      const rows: string[][] = [['case', 'median ms', 'p95 ms', 'found', 'facets']];
      for (const item of cases) {
        const result = await measure(baseUrl, token, item);
        rows.push([
          item.name,
          result.median.toFixed(1),
          result.p95.toFixed(1),
          String(result.found),
          result.facets,
        ]);
      }
      printTable(rows);
      console.log(
        `\n(found: the median of total matches for listings, results returned for searches, ` +
          `variants for details; facets: whether the listing answered with facet counts)`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

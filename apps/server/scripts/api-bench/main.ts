// `npm run bench`: the shop's catalogue API (listing, details, search) against a bare Fastify
// + pg server that does the least work answering the same requests (baseline-server.ts), both
// on one scratch PostgreSQL database, loaded alike by autocannon (issue 12).
// Usage: npm run bench -w @attire/server -- [--products 10000] [--runs 3] [--duration 10]
//          [--warmup 2] [--connections 50] [--json] [--cpu-prof-dir DIR]
//          [--only listing,details,search]
// The database server is DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; the
// scratch database is dropped at the end, after a failure and on Ctrl-C. Progress goes to
// stderr, the table (or with --json the results) to stdout. It prints figures; not a test.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../../src/config.js';
import { createScratchDatabase } from '../bench-support/scratch-database.js';
import { seedBenchCatalogue } from '../bench-support/seed-catalogue.js';
import { benchEndpoints } from './endpoints.js';
import { readOptions } from './options.js';
import { startBaseline, startShop } from './processes.js';
import { buildReport, printReport } from './report.js';
import { runComparison } from './run-comparison.js';
import { checkSameAnswers, DifferentAnswers } from './same-answer.js';
import { summarizeShopLog } from './shop-log.js';

const DETAILS_PRODUCTS = 200;
const progress = (line: string) => console.error(line);

/** What to undo, last first: after success, after a failure and on Ctrl-C. */
const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    while (cleanups.length > 0) {
      await cleanups.pop()!().catch((error: unknown) => progress(`clean-up: ${String(error)}`));
    }
  })());
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    progress(`\n${signal}: stopping the servers and dropping the scratch database`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function logIn(shopUrl: string, config: Config): Promise<string> {
  const response = await fetch(`${shopUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Outside production the configuration always has the demo shopper.
    body: JSON.stringify({ email: config.demo?.email, password: config.demo?.password }),
  });
  if (!response.ok) throw new Error(`The demo shopper's login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]?.server_version ?? '?'}`;
  } finally {
    await client.end();
  }
}

async function main() {
  const options = readOptions();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-api-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const scratch = await createScratchDatabase(options.serverUrl);
  cleanups.push(() => scratch.drop());
  const env = {
    // Production refuses the published demo accounts and wants real secrets; nothing the
    // catalogue does depends on the mode.
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const config = loadConfig(env);

  progress(
    `Seeding the catalogue with ${options.products.toLocaleString('en')} generated products`,
  );
  const seeded = await seedBenchCatalogue(config, options.products, DETAILS_PRODUCTS);

  const logFile = path.join(dataDir, 'shop.log');
  const shop = await startShop(
    {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: '',
      // The shop's default level: each request is logged, as in production.
      LOG_LEVEL: 'info',
      // Rate limiting stays on, with limits that the load never reaches: every connection
      // comes from 127.0.0.1 and is the one demo shopper, unlike real shoppers.
      RATE_LIMIT_API_PER_MINUTE: '100000000',
      RATE_LIMIT_LISTINGS_IN_FLIGHT_PER_ACCOUNT: String(Math.max(4, options.connections)),
    },
    logFile,
    options.cpuProfileDir,
  );
  cleanups.push(() => shop.stop());
  const baseline = await startBaseline(scratch.url);
  cleanups.push(() => baseline.stop());
  progress(`Shop at ${shop.url}, baseline at ${baseline.url}`);

  const headers = { authorization: `Bearer ${await logIn(shop.url, config)}` };
  const endpoints = benchEndpoints(seeded.sampleIds).filter(
    (endpoint) => options.only.length === 0 || options.only.includes(endpoint.kind),
  );
  const checks = await checkSameAnswers(shop.url, baseline.url, headers, endpoints);
  progress('Both servers answer each request with the same products; loading them');
  const runs = await runComparison(
    { shop: shop.url, baseline: baseline.url },
    endpoints,
    options,
    headers,
    progress,
  );
  // Stopped before its log is read, so that every line is in the file.
  await shop.stop();
  const report = buildReport(
    {
      products: seeded.products,
      variants: seeded.variants,
      generatedProducts: options.products,
      node: process.version,
      postgres: await postgresVersion(scratch.url),
      cpu: os.cpus()[0]?.model ?? 'unknown CPU',
      cores: os.availableParallelism(),
      connections: options.connections,
      durationSeconds: options.duration,
      warmupSeconds: options.warmup,
      runs: options.runs,
    },
    runs,
    checks,
    await summarizeShopLog(logFile),
  );
  if (options.json) console.log(JSON.stringify(report, null, 2));
  else printReport(report);
}

main()
  .catch((error: unknown) => {
    if (interrupted) return;
    console.error(error instanceof DifferentAnswers ? `\nNot comparable: ${error.message}` : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());

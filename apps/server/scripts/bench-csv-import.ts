// How long the catalogue's CSV import takes on a file of 10,000 variant rows, and how much
// memory the shop holds meanwhile (issue 29: under a minute on this machine, memory flat).
// Usage: npx tsx scripts/bench-csv-import.ts [--rows 10000] [--database-url URL]
// The shop runs as a process of its own (`node --import tsx src/main.ts`, as `npm start` does),
// on PGlite in a temporary folder or, with --database-url, on a scratch database of that
// PostgreSQL server, dropped afterwards. Three imports over HTTP: a file of new products, the
// shop's own export with every price changed, and that export again (nothing to change). Its
// resident memory is sampled every 25 ms from /proc. It prints figures; it is not a test.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { PRODUCT_CSV_COLUMNS } from '@attire/contract';
import { toCsv } from '../test/support/catalog-csv.js';
import { createScratchDatabase } from './bench-support/scratch-database.js';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '10000' }, 'database-url': { type: 'string' } },
});
const rows = Number(values.rows);
const ADMIN = { email: 'bench-admin@attire.test', password: 'Bench-Admin-Password-42' };
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const COLOURS = ['black', 'navy'];

/** `rows` rows of new products: five sizes in two colours each, ten rows a product. */
function newProductsFile(count: number): string {
  const records: string[][] = [[...PRODUCT_CSV_COLUMNS]];
  for (let i = 0; records.length <= count; i++) {
    for (const size of SIZES) {
      for (const colour of COLOURS) {
        if (records.length > count) break;
        records.push([
          '',
          `Bench Tee ${i}`,
          `A cotton tee, number ${i}, in ${SIZES.length} sizes, "soft", ₹ well spent.`,
          i % 2 ? 'men' : 'women',
          'zara',
          '',
          '',
          size,
          colour,
          `BENCH-${i}-${size}-${colour}`.toUpperCase(),
          (499 + (i % 500)).toFixed(2),
          '0',
          String(i % 30),
          `https://images.example.com/bench/${i}.jpg`,
        ]);
      }
    }
  }
  return toCsv(records);
}

const rssKb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return Number(match?.[1] ?? 0);
};

async function timedImport(url: string, token: string, pid: number, label: string, csv: string) {
  const before = rssKb(pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid, 'VmRSS'))), 25);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/products/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as Record<string, unknown>;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const { created, updated, unchanged, errors } = body as { errors: unknown[] } & Record<
    string,
    number
  >;
  if (response.status !== 200 || errors.length > 0) {
    throw new Error(`${label}: ${response.status} ${JSON.stringify(body).slice(0, 500)}`);
  }
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s   RSS ${Math.round(before / 1024)} -> peak ${Math.round(peak / 1024)} MB   created ${created}, updated ${updated}, unchanged ${unchanged}`,
  );
}

const work = await mkdtemp(path.join(os.tmpdir(), 'attire-bench-csv-'));
const scratch = values['database-url']
  ? await createScratchDatabase(values['database-url'])
  : undefined;
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    DATABASE_URL: scratch?.url ?? '',
    DATA_DIR: work,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_API_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
try {
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the shop exited (${code}):\n${output}`)));
  });
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  console.log(`${values['database-url'] ? 'PostgreSQL' : 'PGlite'}, ${rows} rows`);

  const exportRecords = async () => {
    const exported = await fetch(`${url}/api/admin/products/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return parse(await exported.text(), { bom: true }) as string[][];
  };
  await timedImport(url, token, child.pid!, 'new products', newProductsFile(rows));
  const price = PRODUCT_CSV_COLUMNS.indexOf('price');
  const repriced = (await exportRecords()).map((cells, index) =>
    index === 0 || !cells[1]!.startsWith('Bench Tee')
      ? cells
      : cells.with(price, (Number(cells[price]) + 50).toFixed(2)),
  );
  await timedImport(url, token, child.pid!, 'every price changed', toCsv(repriced));
  await timedImport(url, token, child.pid!, 'its own export again', toCsv(await exportRecords()));
} finally {
  child.kill('SIGKILL');
  await scratch?.drop().catch(() => {});
  await rm(work, { recursive: true, force: true });
}

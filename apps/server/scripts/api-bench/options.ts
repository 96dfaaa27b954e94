import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Generated products added to the seed's catalogue. */
  products: number;
  runs: number;
  /** Seconds of measured load per endpoint and server, after `warmup` unmeasured seconds. */
  duration: number;
  warmup: number;
  connections: number;
  /** Prints the results as JSON on stdout instead of the table. */
  json: boolean;
  /** The PostgreSQL server the scratch database is created on. */
  serverUrl: string;
  /** Where the shop writes a V8 CPU profile of the whole run (`--cpu-prof`), if anywhere. */
  cpuProfileDir?: string;
  /** Only the endpoints of these kinds (listing, details, search); all when empty. */
  only: string[];
}

const USAGE =
  'Usage: npm run bench -w @attire/server -- [--products 10000] [--runs 3] [--duration 10] ' +
  '[--warmup 2] [--connections 50] [--json] [--cpu-prof-dir DIR] [--only listing,details,search]';

export function readOptions(args = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: 'string', default: '10000' },
      runs: { type: 'string', default: '3' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      json: { type: 'boolean', default: false },
      'cpu-prof-dir': { type: 'string' },
      only: { type: 'string', default: '' },
    },
  });
  const numbers = {
    products: Number(values.products),
    runs: Number(values.runs),
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
  };
  const bad = Object.entries(numbers).filter(
    ([name, value]) =>
      !Number.isInteger(value) || value < (['products', 'warmup'].includes(name) ? 0 : 1),
  );
  if (bad.length > 0) {
    throw new Error(
      `${bad.map(([name]) => `--${name}`).join(', ')}: whole numbers, at least 1 ` +
        `(0 allowed for --products and --warmup)\n${USAGE}`,
    );
  }
  return {
    ...numbers,
    json: values.json,
    cpuProfileDir: values['cpu-prof-dir'],
    only: values.only.split(',').filter(Boolean),
    serverUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}

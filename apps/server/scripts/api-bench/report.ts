import { printTable } from '../bench-support/print-table.js';
import type { LoadFigures } from './load.js';
import type { AnswerCheck } from './same-answer.js';
import type { ShopLogSummary } from './shop-log.js';

export interface EndpointRuns {
  endpoint: string;
  /** One entry per run, in run order. */
  shop: LoadFigures[];
  baseline: LoadFigures[];
}

export interface Environment {
  products: number;
  variants: number;
  generatedProducts: number;
  node: string;
  postgres: string;
  cpu: string;
  cores: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  runs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function summarize(runs: LoadFigures[]) {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    // Totals, not medians: a single refused request in any run must show.
    requests: sum(runs.map((run) => run.requests)),
    non2xx: sum(runs.map((run) => run.non2xx)),
    errors: sum(runs.map((run) => run.errors)),
  };
}

export function summarizeEndpoint(runs: EndpointRuns) {
  return {
    endpoint: runs.endpoint,
    shop: summarize(runs.shop),
    baseline: summarize(runs.baseline),
    // Each run's shop and baseline ran back to back, so their ratio is paired within the run.
    ratio: median(runs.shop.map((shop, at) => shop.rps / runs.baseline[at]!.rps)),
  };
}

export interface Report {
  environment: Environment;
  endpoints: (ReturnType<typeof summarizeEndpoint> & { runs: EndpointRuns })[];
  answerChecks: AnswerCheck[];
  shopLog: ShopLogSummary;
}

export function buildReport(
  environment: Environment,
  runs: EndpointRuns[],
  answerChecks: AnswerCheck[],
  shopLog: ShopLogSummary,
): Report {
  return {
    environment,
    endpoints: runs.map((endpoint) => ({ ...summarizeEndpoint(endpoint), runs: endpoint })),
    answerChecks,
    shopLog,
  };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function printReport({ environment: env, endpoints, answerChecks, shopLog }: Report) {
  console.log(
    `\nAttire API vs a bare Fastify + pg baseline, side by side on one PostgreSQL database\n` +
      `${env.products.toLocaleString('en')} products (${env.generatedProducts.toLocaleString('en')} ` +
      `generated + the seed), ${env.variants.toLocaleString('en')} variants; ` +
      `${env.postgres}; Node ${env.node}; ${env.cores} cores (${env.cpu}); ` +
      `${env.connections} connections, ${env.durationSeconds} s per line after ` +
      `${env.warmupSeconds} s of warm-up; median of ${env.runs} run(s)\n`,
  );
  const rows = [
    [
      'endpoint',
      'shop req/s',
      'p50 ms',
      'p99 ms',
      'base req/s',
      'p50 ms',
      'p99 ms',
      'ratio',
      'non-2xx shop/base',
      'errors shop/base',
    ],
    ...endpoints.map(({ endpoint, shop, baseline, ratio }) => [
      endpoint,
      fixed(shop.rps),
      fixed(shop.p50),
      fixed(shop.p99),
      fixed(baseline.rps),
      fixed(baseline.p50),
      fixed(baseline.p99),
      fixed(ratio, 2),
      `${shop.non2xx}/${baseline.non2xx}`,
      `${shop.errors}/${baseline.errors}`,
    ]),
  ];
  printTable(rows);
  const bytes = answerChecks.map(
    (check) => `${check.endpoint}: ${check.shopBytes} / ${check.baselineBytes}`,
  );
  const notes = [
    '',
    'ratio: shop req/s over baseline req/s, the median of the runs (each run loads both, back to back).',
    'non-2xx and errors: totals over all runs, warm-up excluded. Latencies in whole ms (autocannon).',
    'The baseline answers a listing with its page of rows only: the shop answers the rows, how many',
    'products match and the facet counts. The baseline does no auth or validation either.',
    `Reply bytes, shop / baseline: ${bytes.join('; ')}.`,
    `Shop log: ${shopLog.lines.toLocaleString('en')} lines, ${shopLog.warnings} at warn level or above.`,
  ];
  console.log(notes.join('\n'));
  for (const line of shopLog.firstWarnings) console.log(`  ${line}`);
}

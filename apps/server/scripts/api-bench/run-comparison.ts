import type { Endpoint } from './endpoints.js';
import { loadEndpoint, type LoadFigures } from './load.js';
import type { BenchOptions } from './options.js';
import type { EndpointRuns } from './report.js';

type Side = 'shop' | 'baseline';

// autocannon stops when its time is up, not when its last requests are answered: a load that
// started at once would find the server still busy with up to `connections` requests of the
// previous one, and the shop's per-client limit on running searches and listings (the load's
// connections at once) would refuse some. A pause longer than the slowest answer lets them end.
const SETTLE_MS = 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * Loads every endpoint on both servers, one after the other, `runs` times. The order of the
 * two alternates from run to run, so that neither always runs on a warmer (or more tired)
 * database and machine.
 */
export async function runComparison(
  urls: Record<Side, string>,
  endpoints: Endpoint[],
  options: BenchOptions,
  headers: Record<string, string>,
  progress: (line: string) => void,
): Promise<EndpointRuns[]> {
  const results: EndpointRuns[] = endpoints.map((endpoint) => ({
    endpoint: endpoint.name,
    shop: [],
    baseline: [],
  }));
  const load = { connections: options.connections, headers };
  for (let run = 0; run < options.runs; run++) {
    const order: Side[] = run % 2 === 0 ? ['shop', 'baseline'] : ['baseline', 'shop'];
    for (const [at, endpoint] of endpoints.entries()) {
      for (const side of order) {
        if (options.warmup > 0) {
          const warm = await loadEndpoint(urls[side], endpoint, {
            ...load,
            seconds: options.warmup,
          });
          await settle();
          if (warm.non2xx + warm.errors > 0) {
            progress(`warm-up   ${side.padEnd(8)}  ${endpoint.name}: ${describe(warm)}`);
          }
        }
        const figures = await loadEndpoint(urls[side], endpoint, {
          ...load,
          seconds: options.duration,
        });
        await settle();
        results[at]![side].push(figures);
        progress(
          `run ${run + 1}/${options.runs}  ${side.padEnd(8)}  ${endpoint.name}: ${describe(figures)}`,
        );
      }
    }
  }
  return results;
}

function describe(figures: LoadFigures) {
  const failures =
    figures.non2xx + figures.errors > 0
      ? `, ${figures.non2xx} non-2xx, ${figures.errors} errors`
      : '';
  return `${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms${failures}`;
}

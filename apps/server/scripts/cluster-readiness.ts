/**
 * A new shop process joining a cluster at a large catalogue (issue 27): how long it answers
 * liveness before it is ready, whether the balancer sends it anything before, and what its first
 * shoppers wait. Three shops behind HAProxy on a scratch database of the local PostgreSQL;
 * one is stopped and started again while shoppers list the catalogue through the balancer.
 *
 *   npx tsx scripts/cluster-readiness.ts [--products 100000] [--check /api/health/ready]
 *
 * `--check /api/health` checks liveness instead, as before the readiness call: the "before".
 * Prints figures; it is not a test.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { seedBenchCatalogue } from './bench-support/seed-catalogue.js';
import { register, startServices } from '../test/cluster/cluster-services.js';
import { startNewcomer } from '../test/cluster/newcomer.js';
import { recorder, steadyTraffic } from '../test/cluster/traffic.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    check: { type: 'string', default: '/api/health/ready' },
  },
});
const generated = Number(values.products);

let seeded = { products: 0, seconds: 0 };
const services = await startServices(3, {
  checkPath: values.check,
  beforeShops: async (env) => {
    const catalogue = await seedBenchCatalogue(loadConfig(env), generated, 0);
    seeded = { products: catalogue.products, seconds: catalogue.seedSeconds };
  },
});
try {
  const { cluster, haproxy } = services;
  const newcomer = cluster.slots[2]!;
  await cluster.stop(newcomer);
  await haproxy.waitFor(newcomer.name, 'DOWN');
  const shop = recorder(haproxy.url);
  const readers = await register(haproxy.url, 6);
  // Readers only: a listing is what waits for the index.
  const traffic = steadyTraffic(shop, { id: '', price: 0, image: '' }, readers, [], {
    listOnly: true,
  });
  const times = await startNewcomer(cluster, haproxy, newcomer);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await traffic.stop();

  const served = shop.sent.filter((entry) => entry.servedBy === newcomer.name);
  const early = served.filter((entry) => entry.startedAt <= times.lastNotReadyAt);
  const waits = served.map((entry) => entry.endedAt - entry.startedAt).sort((a, b) => a - b);
  const rank = (p: number) => waits[Math.max(0, Math.ceil(p * waits.length) - 1)] ?? 0;
  console.log(`catalogue: ${seeded.products} products (seeded in ${seeded.seconds.toFixed(0)} s)`);
  console.log(`HAProxy checks ${values.check}`);
  console.log(
    `new process: answers ${times.answeredMs} ms after spawn, ready at ${times.readyMs} ms ` +
      `(${times.readyMs - times.answeredMs} ms answering but not ready), UP at ${times.upMs} ms`,
  );
  console.log(
    `listings it served: ${served.length}, ${early.length} sent before it was ready; ` +
      `wait p50 ${rank(0.5)} ms, p99 ${rank(0.99)} ms, max ${rank(1)} ms`,
  );
} finally {
  await services.close();
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { Haproxy } from './haproxy.js';
import type { shopCluster, Slot } from './shop-cluster.js';

type Cluster = Awaited<ReturnType<typeof shopCluster>>;

export interface NewcomerTimes {
  /** From the spawn to the process's first answer, its first "ready", and HAProxy's "UP". */
  answeredMs: number;
  readyMs: number;
  upMs: number;
  /** When the process last said "not ready" (or did not answer), in Date.now() terms. */
  lastNotReadyAt: number;
  readyAt: number;
}

/**
 * Starts `slot`'s process again and watches it straight (not through the balancer), every
 * 10 ms: when it first answers, when it first says ready; then waits for HAProxy to see it UP.
 */
export async function startNewcomer(cluster: Cluster, haproxy: Haproxy, slot: Slot) {
  const spawnedAt = Date.now();
  const started = cluster.start(slot);
  let answeredAt = 0;
  let lastNotReadyAt = spawnedAt;
  let readyAt = 0;
  while (readyAt === 0) {
    const asked = Date.now();
    const status = await fetch(`http://127.0.0.1:${slot.port}/api/health/ready`)
      .then((reply) => reply.status)
      .catch(() => 0);
    if (status !== 0 && answeredAt === 0) answeredAt = asked;
    if (status === 200) readyAt = asked;
    else lastNotReadyAt = asked;
    await sleep(10);
  }
  await started;
  await haproxy.waitFor(slot.name, 'UP', 120_000);
  return {
    answeredMs: answeredAt - spawnedAt,
    readyMs: readyAt - spawnedAt,
    upMs: Date.now() - spawnedAt,
    lastNotReadyAt,
    readyAt,
  } satisfies NewcomerTimes;
}

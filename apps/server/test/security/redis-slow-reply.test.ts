import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFailoverAttemptCounter } from '../../src/lib/attempt-counter.js';
import { openRedisLink, type RedisLink } from '../../src/lib/redis-link.js';
import { slowProxy } from '../support/slow-proxy.js';
import { timed } from '../support/outages.js';

// Issue 27: under CPU load one Redis reply past the 300 ms timeout made a process count its
// limits alone for 5 s, so for those seconds the limits were per process. Here a real Redis
// answers through a proxy that can hold its replies back.
describe('a slow Redis reply', () => {
  let proxy: Awaited<ReturnType<typeof slowProxy>>;
  let link: RedisLink;
  let direct: Redis;
  const outageLines: string[] = [];
  const prefix = `attire-test:${randomUUID()}:`;
  const counter = () => createFailoverAttemptCounter(link, prefix);
  const sharedCount = async (key: string) => Number(await direct.get(prefix + key));

  beforeAll(async () => {
    proxy = await slowProxy({ host: '127.0.0.1', port: 6379 });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (chunk.toString().includes('Redis is not answering')) outageLines.push(String(chunk));
        done();
      },
    });
    link = await openRedisLink(
      `redis://127.0.0.1:${proxy.port}`,
      Fastify({ logger: { stream } }).log,
    );
    direct = new Redis('redis://127.0.0.1:6379');
  });
  afterAll(async () => {
    await link?.close();
    await direct?.quit();
    await proxy?.close();
  });
  beforeEach(() => proxy.setDelay(0));

  it('that came while the process was busy is still taken from Redis', async () => {
    // Straight to Redis: the proxy runs in this process, so it would be busy too.
    const busyLink = await openRedisLink('redis://127.0.0.1:6379', Fastify().log);
    const key = randomUUID();
    const busyCounter = createFailoverAttemptCounter(busyLink, prefix);
    await busyCounter.hit(key, 60_000);
    const hit = busyCounter.hit(key, 60_000);
    // The reply arrives long before the deadline, but the process reads it only after it.
    const busyUntil = Date.now() + 450;
    while (Date.now() < busyUntil);
    try {
      // Counted in this process it would be the first hit here.
      expect((await hit).count).toBe(2);
      expect(busyLink.stats()).toMatchObject({ shared: 2, slowReplies: 0 });
    } finally {
      await busyLink.close();
    }
  });

  it('sends only its own call to the in-process count, and the next call counts in Redis', async () => {
    const key = randomUUID();
    proxy.setDelay(600);
    const slow = await timed(() => counter().hit(key, 60_000));
    expect(slow.ms).toBeLessThan(500);
    expect(link.stats()).toMatchObject({ local: 1, slowReplies: 1 });
    proxy.setDelay(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The late command reached Redis too, so the shared count missed nothing: the next is 2.
    expect((await counter().hit(key, 60_000)).count).toBe(2);
    expect(await sharedCount(key)).toBe(2);
    expect(outageLines).toHaveLength(0);
  });

  it('three times in a row counts as an outage, logged once and retried a second later', async () => {
    const key = randomUUID();
    proxy.setDelay(600);
    for (let call = 0; call < 3; call++) await counter().hit(key, 60_000);
    expect(outageLines).toHaveLength(1);
    const { ms } = await timed(() => counter().hit(key, 60_000));
    expect(ms).toBeLessThan(100);
    proxy.setDelay(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = link.stats().shared;
    await counter().hit(key, 60_000);
    expect(link.stats().shared).toBe(before + 1);
    expect(await sharedCount(key)).toBe(4);
  });
});

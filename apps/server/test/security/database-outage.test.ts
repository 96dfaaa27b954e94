import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { appOnDatabase, closedPort, hangingServer, timed } from '../support/outages.js';
import { PASSWORD, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

const UNAVAILABLE = { success: false, message: MESSAGES.databaseUnavailable };

/**
 * A TCP proxy to PostgreSQL that can be made to blackhole: connections stay open, but nothing
 * passes either way any more, as in a network partition.
 */
async function partitionableProxy(target: URL) {
  let blackholed = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => {
        if (!blackholed) to.write(chunk);
      });
      from.on('error', () => {});
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url(database: string) {
      const url = new URL(target);
      url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
      url.pathname = `/${database}`;
      return url.toString();
    },
    blackhole: () => (blackholed = true),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const login = (app: FastifyInstance) =>
  api(app).call('auth.login', { body: { email: 'someone@example.com', password: PASSWORD } });

// Issue 7, finding 16: a lost database is a 503 that says so, within a bounded time, never a
// 500 or a request that hangs; the health check answers within its own deadline.
describe('requests while the database is out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 at once when the database refuses connections', async () => {
    const app = await appOnDatabase(t, `postgres://attire@127.0.0.1:${await closedPort()}/attire`);
    try {
      const { result, ms } = await timed(() => login(app));
      expect(result.status).toBe(503);
      expect(result.error).toEqual(UNAVAILABLE);
      expect(result.headers['retry-after']).toBeDefined();
      expect(ms).toBeLessThan(2_000);
      const health = await api(app).call('health.check', {});
      expect(health.status).toBe(503);
      expect(health.error).toEqual(UNAVAILABLE);
    } finally {
      await app.close();
    }
  });

  it('answers 503 within the deadlines when the database never answers', async () => {
    const silent = await hangingServer();
    const app = await appOnDatabase(t, `postgres://attire@127.0.0.1:${silent.port}/attire`);
    try {
      const health = await timed(() => api(app).call('health.check', {}));
      expect(health.result.status).toBe(503);
      expect(health.ms).toBeLessThan(3_000);
      const refused = await timed(() => login(app));
      expect(refused.result.status).toBe(503);
      expect(refused.result.error).toEqual(UNAVAILABLE);
      // statement timeout 1 s, then 1 s more for the driver to give up on a silent server.
      expect(refused.ms).toBeLessThan(4_000);
    } finally {
      await app.close();
      await silent.close();
    }
  }, 20_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'answers 503 within the deadlines once a partition cuts connections already open (PostgreSQL)',
    async () => {
      const proxy = await partitionableProxy(new URL(t.config.databaseUrl!));
      const database = new URL(t.config.databaseUrl!).pathname.slice(1);
      const app = await appOnDatabase(t, proxy.url(database), 1_000);
      try {
        const shopper = await signUp(app);
        const shop = api(app, shopper.token);
        expect((await shop.call('shopProducts.list', { query: {} })).status).toBe(200);
        expect((await api(app).call('health.check', {})).status).toBe(200);

        proxy.blackhole();
        const health = await timed(() => api(app).call('health.check', {}));
        expect(health.result.status).toBe(503);
        expect(health.ms).toBeLessThan(3_000);
        const listing = await timed(() => shop.call('shopProducts.list', { query: {} }));
        expect(listing.result.status).toBe(503);
        expect(listing.result.error).toEqual(UNAVAILABLE);
        // statement timeout 1 s, then 1 s more for the driver to give up on a silent server.
        expect(listing.ms).toBeLessThan(4_000);
      } finally {
        await app.close();
        await proxy.close();
      }
    },
    20_000,
  );
});

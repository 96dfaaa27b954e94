import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedisLink } from '../../src/lib/redis-link.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { closedPort, hangingServer, timed } from '../support/outages.js';
import { PASSWORD, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Issue 7, finding 15: with Redis refused or hanging the API answered 500 after up to 15 s, or
// hung. Limits must fall back to counting in process, at once, and keep holding.
describe.each([
  ['refuses connections', async () => ({ port: await closedPort(), close: async () => {} })],
  ['accepts connections and never answers', hangingServer],
])('the API while Redis %s', (_case, startRedis) => {
  let redis: { port: number; close(): Promise<void> };
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    t = await startTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${redis.port}`, RATE_LIMIT_LOGIN_PER_IP: '3' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis.close();
  });

  it('answers every call quickly and normally', async () => {
    const { result: health, ms } = await timed(() => api(t.app).call('health.check', {}));
    expect(health.status).toBe(200);
    expect(ms).toBeLessThan(500);
    const shopper = await signUp(t.app);
    for (let call = 0; call < 5; call++) {
      const { result, ms: took } = await timed(() =>
        api(t.app, shopper.token).call('auth.checkAuth', {}),
      );
      expect(result.status).toBe(200);
      expect(took).toBeLessThan(500);
    }
  });

  it('still limits logins per IP, counting in this process', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: PASSWORD },
        remoteAddress: '10.20.30.40',
      });
    for (let attempt = 0; attempt < 3; attempt++) expect((await login()).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the Redis link', () => {
  it('logs an outage once, not once per call, and runs the fallback at once', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { log } = Fastify({ logger: { level: 'info', stream } });
    const link = await openRedisLink(`redis://127.0.0.1:${await closedPort()}`, log);
    try {
      const { result, ms } = await timed(async () => {
        const answers: string[] = [];
        for (let call = 0; call < 50; call++) {
          answers.push(
            await link.run(
              async () => 'redis',
              () => 'local',
            ),
          );
        }
        return answers;
      });
      expect(new Set(result)).toEqual(new Set(['local']));
      expect(ms).toBeLessThan(200);
      expect(lines.filter((line) => line.includes('Redis is not answering'))).toHaveLength(1);
    } finally {
      await link.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';

describe('the health check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_API_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  // Issue 7, finding 14: a load balancer's health check must never be throttled.
  it('answers a client that has used up the API limit', async () => {
    const client = api(t.app);
    let status = 0;
    for (let call = 0; call < 5 && status !== 429; call++) {
      status = (await client.call('auth.checkAuth', {})).status;
    }
    expect(status).toBe(429);
    for (let call = 0; call < 10; call++) {
      const health = await client.call('health.check', {});
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ success: true, status: 'ok' });
    }
    // The API limit still holds for unknown routes as well.
    expect((await client.get('/no/such/route')).status).toBe(429);
  });

  // Issue 7, finding 18: from the shutdown signal on, the balancer is told to go elsewhere.
  it('answers 503 and asks to close the connection once the server drains', async () => {
    const drained = await startTestApp();
    try {
      drained.app.lifecycle.startDraining();
      const health = await api(drained.app).call('health.check', {});
      expect(health.status).toBe(503);
      expect(health.error).toEqual({ success: false, message: MESSAGES.shuttingDown });
      expect(health.headers.connection).toBe('close');
    } finally {
      await drained.close();
    }
  });
});

// Issue 27: a balancer sends shoppers only to a process that can answer them at full speed.
describe('the readiness check', () => {
  it('answers 503 until the listing index is built, then 200', async () => {
    // Without listening, nothing has built the index yet: asking is what starts it.
    const fresh = await startTestApp();
    try {
      const early = await api(fresh.app).call('health.ready', {});
      expect(early.status).toBe(503);
      expect(early.error).toEqual({ success: false, message: MESSAGES.notReadyYet });
      // Liveness does not wait for it.
      expect((await api(fresh.app).call('health.check', {})).status).toBe(200);
      await waitFor(async () => (await api(fresh.app).call('health.ready', {})).status === 200);
      expect((await api(fresh.app).call('health.ready', {})).body).toEqual({
        success: true,
        status: 'ok',
      });
    } finally {
      await fresh.close();
    }
  });

  it('answers 503 from the shutdown signal on, while the process still serves', async () => {
    const leaving = await startTestApp();
    try {
      await waitFor(async () => (await api(leaving.app).call('health.ready', {})).status === 200);
      leaving.app.lifecycle.startLeaving();
      const ready = await api(leaving.app).call('health.ready', {});
      expect(ready.status).toBe(503);
      expect(ready.error).toEqual({ success: false, message: MESSAGES.shuttingDown });
      // Not draining yet: requests that still come are answered, connections kept.
      const health = await api(leaving.app).call('health.check', {});
      expect(health.status).toBe(200);
      expect(health.headers.connection).not.toBe('close');
    } finally {
      await leaving.close();
    }
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > giveUpAt) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Issue 7, finding 17: a database that answers but lost its tables is not healthy.
describe('the health check on a database that lost its tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 when a table of the schema is gone, and 200 once it is back', async () => {
    expect((await api(t.app).call('health.check', {})).status).toBe(200);
    await t.db.execute(sql`alter table reviews rename to reviews_restored_later`);
    try {
      const health = await api(t.app).call('health.check', {});
      expect(health.status).toBe(503);
      expect(health.error).toEqual({ success: false, message: MESSAGES.databaseUnavailable });
    } finally {
      await t.db.execute(sql`alter table reviews_restored_later rename to reviews`);
    }
    expect((await api(t.app).call('health.check', {})).status).toBe(200);
  });

  it('answers 503 when the whole schema is gone', async () => {
    await t.db.execute(sql`drop schema public cascade`);
    await t.db.execute(sql`create schema public`);
    const health = await api(t.app).call('health.check', {});
    expect(health.status).toBe(503);
    expect(health.error.message).toBe(MESSAGES.databaseUnavailable);
  });
});

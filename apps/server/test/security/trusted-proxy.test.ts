import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { startTestApp, type TestApp } from '../support/app.js';

// Finding 5: TRUST_PROXY=true believed the left-most X-Forwarded-For entry, which the client
// writes; rotating it escaped every per-IP limit. TRUST_PROXY is now how many proxies stand in
// front (or their addresses), and "true" is refused.

const PROXY = '10.0.0.1';
const LOGINS_PER_IP = 3;

describe('a server behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_IP: String(LOGINS_PER_IP) },
    });
  });
  afterAll(() => t.close());

  /** A login through the proxy, which appends the address it saw to what the client sent. */
  const loginThroughProxy = (clientSays: string, proxySaw: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${clientSays}, ${proxySaw}` },
      payload: { email: `${randomUUID()}@example.com`, password: 'Not-the-password-1' },
    });

  it('counts logins by the address the proxy saw, whatever the client put before it', async () => {
    const client = '203.0.113.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGINS_PER_IP; attempt++) {
      const spoofed = `198.51.100.${attempt + 1}`;
      statuses.push((await loginThroughProxy(spoofed, client)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    // Another client behind the same proxy has an allowance of its own.
    expect((await loginThroughProxy('198.51.100.1', '203.0.113.8')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-trust-proxy-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });
  const production = {
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'Plum-Kettle-Harbour-42',
    PAYPAL_CLIENT_ID: 'live-id',
    PAYPAL_CLIENT_SECRET: 'live-secret',
    PUBLIC_URL: 'https://shop.example.in',
  };

  it('refuses "true" (trust every entry) at start-up, naming the variable', () => {
    for (const env of [{ ...production, TRUST_PROXY: 'true' }, { TRUST_PROXY: 'true' }]) {
      expect(() => load(env)).toThrow(ConfigError);
      expect(() => load(env)).toThrow(/TRUST_PROXY: "true" would let any client choose its IP/);
    }
  });

  it('reads a hop count or a list of proxy addresses and ranges', () => {
    expect(load({ ...production }).trustProxy).toBe(false);
    expect(load({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('refuses what is neither a count nor an address, naming the variable', () => {
    for (const value of ['yes', '10.0.0.1, proxy.internal', '10.0.0.0/33', '-1']) {
      expect(() => load({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: /);
    }
  });
});

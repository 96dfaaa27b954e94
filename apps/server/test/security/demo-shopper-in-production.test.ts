import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { seedIfEmpty } from '../../src/db/seed/index.js';
import { users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';

// Finding 3: the README's demo shopper, with its published password, was seeded into a
// production database too. In production it exists only if DEMO_PASSWORD asks for it, and
// neither published password is accepted.

const PUBLISHED = {
  admin: { email: 'admin@attire.test', password: 'Admin@12345' },
  shopper: { email: 'shopper@attire.test', password: 'Shopper@12345' },
};
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'Plum-Kettle-Harbour-42',
  PAYPAL_CLIENT_ID: 'live-id',
  PAYPAL_CLIENT_SECRET: 'live-secret',
  PAYPAL_API_BASE: 'https://api-m.paypal.com',
  PUBLIC_URL: 'https://shop.example.in',
};

describe('seeding a production database', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const login = (account: { email: string; password: string }) =>
    api(t!.app).call('auth.login', { body: account });

  it('creates the admin but no demo shopper', async () => {
    t = await startTestApp({ env: PRODUCTION });
    expect(await seedIfEmpty(t.db, t.config)).not.toBeNull();

    const accounts = await t.db.select({ email: users.email, role: users.role }).from(users);
    expect(accounts).toEqual([{ email: PUBLISHED.admin.email, role: 'admin' }]);
    expect((await login(PUBLISHED.shopper)).status).toBe(401);
    const admin = await login({ ...PUBLISHED.admin, password: PRODUCTION.ADMIN_PASSWORD });
    expect(admin.status).toBe(200);
  });

  it('creates a demo shopper when DEMO_PASSWORD asks for one', async () => {
    const password = 'Velvet-Lantern-Orbit-7';
    t = await startTestApp({ env: { ...PRODUCTION, DEMO_PASSWORD: password } });
    await seedIfEmpty(t.db, t.config);
    expect((await login({ ...PUBLISHED.shopper, password })).status).toBe(200);
    expect((await login(PUBLISHED.shopper)).status).toBe(401);
  });
});

describe('published passwords in production', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-published-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const failure = (env: Record<string, string>) => {
    const load = () =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...PRODUCTION, ...env });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      return (error as Error).message;
    }
    return '';
  };

  it('refuses the published admin password', () => {
    expect(failure({ ADMIN_PASSWORD: PUBLISHED.admin.password })).toContain(
      'ADMIN_PASSWORD: must not be the password published in the README',
    );
  });

  it('refuses the published demo password', () => {
    expect(failure({ DEMO_PASSWORD: PUBLISHED.shopper.password })).toContain(
      'DEMO_PASSWORD: must not be the password published in the README',
    );
  });

  it('keeps the demo shopper and its password outside production', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
    expect(config.demo).toEqual(PUBLISHED.shopper);
    expect(config.admin).toMatchObject(PUBLISHED.admin);
  });
});

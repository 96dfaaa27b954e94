import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { runCommand } from '../../src/cli.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Finding 10: "password", "12345678", eight spaces or the e-mail itself were accepted at
// registration. Every place a password is set now refuses one that is easy to guess.

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const register = (password: string, who: { name?: string; email?: string } = {}) =>
    api(t.app).call('auth.register', {
      body: {
        name: who.name ?? 'Asha Rao',
        email: who.email ?? `asha-${randomUUID().slice(0, 8)}@example.com`,
        password,
        password_confirmation: password,
      },
    });

  it.each<[string, string, { name?: string; email?: string }]>([
    ['a common password', 'password', {}],
    ['a run of digits', '12345678', {}],
    ['eight spaces', '        ', {}],
    ['a keyboard walk', 'qwertyuiop', {}],
    ['the e-mail itself', 'meera.iyer@example.com', { email: 'meera.iyer@example.com' }],
    ["the e-mail's name", 'ravi.kumar', { email: 'ravi.kumar@example.com' }],
    ['the name itself', 'Meera Iyer', { name: 'Meera Iyer' }],
  ])('refuses %s with a field error, creating no account', async (_case, password, who) => {
    const response = await register(password, who);
    expect(response.status).toBe(400);
    expect(response.error).toEqual({
      success: false,
      message: MESSAGES.validationError,
      errors: { password: [MESSAGES.passwordTooGuessable] },
    });
    if (who.email) {
      // The e-mail is still free: the refused registration left nothing behind.
      expect((await register(PASSWORD, who)).status).toBe(201);
    }
  });

  it.each([
    // The suites' own, with the names and e-mails they go with: test/support/fixtures.ts,
    // apps/web/e2e/support/api.ts (registerShopper), shopper-journey and validation-toasts.
    ['Correct-Horse-9', 'Test Shopper', 'shopper-1a2b3c4d@example.com'],
    ['Shopper@12345', 'Shopper Tester', 'shopper-mf3k2x1abcd@e2e.attire.test'],
    ['Journey@12345', 'Journey Tester', 'journey-mf3k2x2abcd@e2e.attire.test'],
    ['Sturdy@123', 'Val Idation', 'valid-mf3k2x3abcd@e2e.attire.test'],
  ])('accepts %s, a password the test suites register with', async (password, name, email) => {
    expect((await register(password, { name, email })).status).toBe(201);
  });
});

describe('configured and command-line admin passwords', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-weak-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a guessable ADMIN_PASSWORD or DEMO_PASSWORD in production, naming it', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(32),
      PAYPAL_CLIENT_ID: 'live-id',
      PAYPAL_CLIENT_SECRET: 'live-secret',
      PUBLIC_URL: 'https://shop.example.in',
    };
    const strong = 'Plum-Kettle-Harbour-42';
    for (const [variable, env] of [
      ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'password1' }],
      ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'admin@attire.test' }],
      ['DEMO_PASSWORD', { ADMIN_PASSWORD: strong, DEMO_PASSWORD: '12345678' }],
    ] as const) {
      const load = () => loadConfig({ ...production, ...env });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(`${variable}: is too easy to guess`);
    }
    expect(loadConfig({ ...production, ADMIN_PASSWORD: strong }).admin.password).toBe(strong);
  });

  // The CLI's command in this process: the same code as `npm run create-admin`, without the
  // compile of a child process per run (20 s on a busy machine).
  const createAdmin = async (password: string) => {
    const printed: string[] = [];
    const args = ['create-admin', '--email', 'ops@example.com', '--password', password];
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir };
    try {
      await runCommand(args, env, (line) => printed.push(line));
      return { code: 0, output: printed.join('\n') };
    } catch (error) {
      return { code: 1, output: error instanceof Error ? error.message : String(error) };
    }
  };

  it('makes create-admin refuse a guessable password, and accept a strong one', async () => {
    expect(await createAdmin('password123')).toEqual({
      code: 1,
      output: expect.stringContaining('--password is too easy to guess'),
    });
    expect(await createAdmin('Plum-Kettle-Harbour-42')).toEqual({
      code: 0,
      output: expect.stringContaining('Admin ready: ops@example.com'),
    });
  });
});

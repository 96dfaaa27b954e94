import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const SECRET = 'a-secret-that-is-at-least-32-characters-long';
/** What a live shop must set besides its secrets: PayPal's credentials and its own address. */
const LIVE_SHOP = {
  PAYPAL_CLIENT_ID: 'live-id',
  PAYPAL_CLIENT_SECRET: 'live-secret',
  PAYPAL_API_BASE: 'https://api-m.paypal.com',
  PUBLIC_URL: 'https://shop.example.in',
};

describe('configuration', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-config-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** loadConfig's error for this environment, so a test can say which variable it names. */
  function failure(env: Record<string, string>): ConfigError {
    try {
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return error as ConfigError;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  }

  it('has the documented defaults, with PGlite under ./data when no DATABASE_URL is set', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config.port).toBe(5000);
    expect(config.env).toBe('development');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(path.resolve('./data/pglite'));
    expect(config.uploadsDir).toBe(path.resolve('./data/uploads'));
    expect(config.clientOrigins).toEqual([]);
    expect(config.google.projectId).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.paypal.apiBase).toBeUndefined();
    expect(config.rateLimits).toEqual({
      apiPerMinute: 1200,
      loginPerIp: 50,
      loginFailuresPerEmail: 10,
      registerPerIp: 20,
      listingsInFlight: { perAccount: 4, perAddress: 4 },
      passwordResetPerEmail: 5,
      passwordResetPerIp: 20,
      verificationPerAccount: 5,
      webhookPerIp: 60,
    });
    // No SMTP server: e-mails are kept for the back office, not sent.
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Attire <no-reply@attire.test>' });
    expect(config.statementTimeoutMs).toBe(5_000);
    expect(config.shutdown.timeoutMs).toBe(10_000);
    // Outside production nothing waits for a balancer between the signal and the drain.
    expect(config.shutdown.notReadyMs).toBe(0);
  });

  it('reads what is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      PORT: '8080',
      DATABASE_URL: 'postgres://shop@db.internal:5432/attire',
      CLIENT_ORIGIN: 'http://localhost:5173/, https://shop.example.com',
      RATE_LIMIT_LOGIN_PER_IP: '7',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://shop@db.internal:5432/attire');
    expect(config.clientOrigins).toEqual(['http://localhost:5173', 'https://shop.example.com']);
    expect(config.rateLimits.loginPerIp).toBe(7);
    expect(config.jwtSecret).toBe(SECRET);
    const mail = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
      MAIL_FROM: 'Attire Orders <orders@shop.example.com>',
    }).mail;
    expect(mail).toEqual({
      smtpUrl: 'smtps://shop:secret@smtp.example.com:465',
      from: 'Attire Orders <orders@shop.example.com>',
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/attire' }],
    ['JWT_SECRET', { JWT_SECRET: 'too-short' }],
    ['CLIENT_ORIGIN', { CLIENT_ORIGIN: 'shop.example.com' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['RATE_LIMIT_LOGIN_PER_IP', { RATE_LIMIT_LOGIN_PER_IP: '0' }],
    ['PAYPAL_CLIENT_SECRET', { PAYPAL_CLIENT_ID: 'client-id-without-a-secret' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://' }],
    ['MAIL_FROM', { MAIL_FROM: 'not an address' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'too-short-token' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'a long token with spaces in it' }],
  ])('refuses a bad %s and names it', (variable, env) => {
    expect(failure(env).message).toContain(`${variable}:`);
  });

  it('requires JWT_SECRET in production', () => {
    const error = failure({
      NODE_ENV: 'production',
      JWT_SECRET: '',
      ADMIN_PASSWORD: 'Chosen-Pass-1',
    });
    expect(error.message).toContain('JWT_SECRET: is required when NODE_ENV=production');
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('requires an admin password of its own in production, not the published default', () => {
    const error = failure({ NODE_ENV: 'production' });
    expect(error.message).toContain('ADMIN_PASSWORD: is required when NODE_ENV=production');
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      ADMIN_PASSWORD: 'Chosen-Pass-1',
      ...LIVE_SHOP,
    });
    expect(config.admin.password).toBe('Chosen-Pass-1');
  });

  it('requires PayPal credentials in production, where the test PayPal never runs', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'Chosen-Pass-1' };
    const neither = failure(production).message;
    expect(neither).toContain('PAYPAL_CLIENT_ID: is required when NODE_ENV=production');
    expect(neither).toContain('PAYPAL_CLIENT_SECRET: is required when NODE_ENV=production');
    const noId = failure({ ...production, PAYPAL_CLIENT_SECRET: 'secret' }).message;
    expect(noId).toContain('PAYPAL_CLIENT_ID:');
    expect(noId).not.toContain('PAYPAL_CLIENT_SECRET:');

    const config = loadConfig({
      ...production,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      ...LIVE_SHOP,
    });
    expect(config.paypal).toMatchObject({
      clientId: 'live-id',
      apiBase: 'https://api-m.paypal.com',
    });
    // A live shop tells its balancer it is leaving before it refuses anything.
    expect(config.shutdown.notReadyMs).toBe(3_000);
    expect(
      loadConfig({
        ...production,
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
        ...LIVE_SHOP,
        SHUTDOWN_NOT_READY_MS: '0',
      }).shutdown.notReadyMs,
    ).toBe(0);
  });

  it('requires PUBLIC_URL in production, where links must not lead to localhost', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'Chosen-Pass-1', ...LIVE_SHOP };
    for (const unset of [{ PUBLIC_URL: '' }, { PUBLIC_URL: '  ' }]) {
      const error = failure({ ...production, ...unset });
      expect(error.message).toBe(
        'Invalid configuration:\n  PUBLIC_URL: is required when NODE_ENV=production',
      );
    }
    const { PUBLIC_URL: _unset, ...withoutIt } = production;
    expect(failure(withoutIt).message).toContain('PUBLIC_URL: is required');
    expect(loadConfig({ ...production, DATA_DIR: dataDir, JWT_SECRET: SECRET }).publicUrl).toBe(
      'https://shop.example.in',
    );
    // Outside production the server's own address stands in for it, as before.
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).publicUrl).toBeUndefined();
  });

  it('generates a secret outside production, keeps it in DATA_DIR and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    // Only the server's own user may read it.
    expect(statSync(file).mode & 0o077).toBe(0);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);

    const elsewhere = loadConfig({ DATA_DIR: path.join(dataDir, 'other') });
    expect(elsewhere.jwtSecret).not.toBe(first.jwtSecret);
  });

  it('talks to the PayPal sandbox when both PayPal credentials are set', () => {
    const withCredentials = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    });
    expect(withCredentials.paypal.apiBase).toBe('https://api-m.sandbox.paypal.com');
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ErrorReply } from '@attire/contract';
import { registerUser } from '../../src/modules/auth/service.js';
import { linkTokenSeal } from '../../src/modules/mail/link-tokens.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD } from '../support/fixtures.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const LIMITS = {
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '3',
  RATE_LIMIT_LOGIN_PER_IP: '5',
  RATE_LIMIT_REGISTER_PER_IP: '2',
};

let ipCounter = 0;
/** A client address of its own, so that one test's per-IP counts never touch another's. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const uniqueEmail = () => `limit-${randomUUID().slice(0, 8)}@example.com`;

async function post(app: FastifyInstance, url: string, body: object, ip = freshIp()) {
  const response = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: body,
    remoteAddress: ip,
  });
  // Only refusals are read here, so the reply is read as the failure envelope.
  return {
    status: response.statusCode,
    error: response.json<ErrorReply>(),
    headers: response.headers,
  };
}
const login = (app: FastifyInstance, email: string, password: string, ip?: string) =>
  post(app, '/auth/login', { email, password }, ip);
const register = (app: FastifyInstance, ip: string) =>
  post(
    app,
    '/auth/register',
    {
      name: 'Limit Tester',
      email: uniqueEmail(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
    ip,
  );

async function createShopper(t: TestApp) {
  const email = uniqueEmail();
  await registerUser(
    t.db,
    { name: 'Shopper', email, password: PASSWORD, password_confirmation: PASSWORD },
    linkTokenSeal(t.config.jwtSecret),
  );
  return email;
}

function expectTooMany(response: Awaited<ReturnType<typeof post>>, maxSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.error.success).toBe(false);
  expect(response.error.message).toMatch(
    /^Too many attempts\. Please try again in \d+ minutes?\.$/,
  );
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  const minutes = Math.ceil(retryAfter / 60);
  expect(response.error.message).toContain(`${minutes} minute`);
}

describe('abuse limits in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: LIMITS });
  });
  afterAll(() => t.close());

  it('locks an e-mail after too many failed logins, even for the right password', async () => {
    const email = await createShopper(t);
    for (let attempt = 0; attempt < 3; attempt++) {
      // Different letter case is the same account, and so the same count.
      const typed = attempt % 2 ? email.toUpperCase() : email;
      const response = await login(t.app, typed, 'Wrong-Password-1');
      expect(response.status).toBe(401);
      expect(response.error.message).toBe(MESSAGES.invalidCredentials);
    }
    expectTooMany(await login(t.app, email, PASSWORD), 15 * 60);
    expectTooMany(await login(t.app, email, 'Wrong-Password-1'), 15 * 60);

    const other = await createShopper(t);
    expect((await login(t.app, other, PASSWORD)).status).toBe(200);
  });

  it('lets no more guesses through than the allowance when they arrive in parallel', async () => {
    const email = await createShopper(t);
    const guesses = Array.from({ length: 12 }, (_, n) => `Wrong-Password-${n}`);
    // The right password comes last: by then the allowance is used up, so it must be refused.
    const responses = await Promise.all(
      [...guesses, PASSWORD].map((password) => login(t.app, email, password)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts failures for unknown e-mails too', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(t.app, email, 'Anything-1')).status).toBe(401);
    }
    expectTooMany(await login(t.app, email, 'Anything-1'), 15 * 60);
  });

  it('forgets earlier failures after a successful login', async () => {
    const email = await createShopper(t);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await login(t.app, email, 'Wrong-Password-1')).status).toBe(401);
    }
    expect((await login(t.app, email, PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(t.app, email, 'Wrong-Password-1')).status).toBe(401);
    }
  });

  it('limits login attempts per client IP, whatever the e-mail', async () => {
    const ip = freshIp();
    const email = await createShopper(t);
    // Successful logins count as attempts as well.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await login(t.app, attempt === 0 ? email : uniqueEmail(), PASSWORD, ip);
      expect(response.status).toBe(attempt === 0 ? 200 : 401);
    }
    expectTooMany(await login(t.app, email, PASSWORD, ip), 15 * 60);
    expect((await login(t.app, email, PASSWORD, freshIp())).status).toBe(200);
  });

  it('limits registrations per client IP', async () => {
    const ip = freshIp();
    expect((await register(t.app, ip)).status).toBe(201);
    expect((await register(t.app, ip)).status).toBe(201);
    expectTooMany(await register(t.app, ip), 60 * 60);
    expect((await register(t.app, freshIp())).status).toBe(201);
  });
});

describe('abuse limits shared through Redis', () => {
  const prefix = `test-shared-${randomBytes(6).toString('hex')}:`;
  const apartPrefix = `test-apart-${randomBytes(6).toString('hex')}:`;
  const env = { ...LIMITS, REDIS_URL };
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    first = await startTestApp({ env, rateLimitPrefix: prefix });
    second = await startTestApp({ env, rateLimitPrefix: prefix });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const keys = [...(await redis.keys(`${prefix}*`)), ...(await redis.keys(`${apartPrefix}*`))];
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('refuses on the second process once the first used the failed-login allowance', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(first.app, email, 'Wrong-Password-1')).status).toBe(401);
    }
    expectTooMany(await login(second.app, email, 'Wrong-Password-1'), 15 * 60);
    expect(await redis.keys(`${prefix}*`)).not.toHaveLength(0);
  });

  it('shares the per-IP login allowance between processes', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const app = attempt % 2 ? second.app : first.app;
      expect((await login(app, uniqueEmail(), 'Anything-1', ip)).status).toBe(401);
    }
    expectTooMany(await login(first.app, uniqueEmail(), 'Anything-1', ip), 15 * 60);
    expectTooMany(await login(second.app, uniqueEmail(), 'Anything-1', ip), 15 * 60);
  });

  it('keeps apps with other prefixes apart', async () => {
    const apart = await startTestApp({ env, rateLimitPrefix: apartPrefix });
    try {
      const email = uniqueEmail();
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await login(first.app, email, 'Wrong-Password-1')).status).toBe(401);
      }
      expect((await login(apart.app, email, 'Wrong-Password-1')).status).toBe(401);
    } finally {
      await apart.close();
    }
  });
});

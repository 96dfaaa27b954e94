import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ErrorReply } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, signUp } from '../support/fixtures.js';

// The limits of the account calls, set low here: reset requests per e-mail and per IP, links
// tried per IP, verification e-mails per account, wrong current passwords per account.

let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const uniqueEmail = () => `limits-${randomUUID().slice(0, 8)}@example.com`;

describe('limits of the account calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '2',
        RATE_LIMIT_PASSWORD_RESET_PER_IP: '3',
        RATE_LIMIT_VERIFICATION_PER_ACCOUNT: '2',
        RATE_LIMIT_LOGIN_PER_IP: '3',
        RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '2',
      },
    });
  });
  afterAll(() => t.close());

  async function call(
    method: 'POST' | 'PUT',
    url: string,
    body: object,
    ip: string,
    token?: string,
  ) {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      payload: body,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: response.statusCode,
      body: response.json<ErrorReply>(),
      headers: response.headers,
    };
  }
  const forgot = (email: string, ip = freshIp()) =>
    call('POST', '/auth/forgot-password', { email }, ip);

  /** A 429 as the contract says: Retry-After and a message saying when to try again. */
  function expectLimited(response: Awaited<ReturnType<typeof call>>) {
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body.message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
  }

  it('limits reset requests per e-mail, for an account and an unknown address alike', async () => {
    const { user } = await signUp(t.app);
    for (const email of [user.email, uniqueEmail()]) {
      expect((await forgot(email)).status).toBe(200);
      expect((await forgot(email.toUpperCase())).status).toBe(200);
      expectLimited(await forgot(email));
    }
  });

  it('limits reset requests per IP, whatever the addresses', async () => {
    const ip = freshIp();
    for (let request = 0; request < 3; request++) {
      expect((await forgot(uniqueEmail(), ip)).status).toBe(200);
    }
    expectLimited(await forgot(uniqueEmail(), ip));
    expect((await forgot(uniqueEmail())).status).toBe(200);
  });

  it('limits links tried per IP, as it limits logins', async () => {
    const ip = freshIp();
    const tryLink = () =>
      call(
        'POST',
        '/auth/reset-password',
        {
          token: randomUUID(),
          password: 'Quiet-Meadow-Lantern-8',
          password_confirmation: 'Quiet-Meadow-Lantern-8',
        },
        ip,
      );
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await tryLink();
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(MESSAGES.resetLinkInvalid);
    }
    expectLimited(await tryLink());
    expectLimited(await call('POST', '/auth/verify-email', { token: randomUUID() }, ip));
  });

  it('limits verification e-mails per account', async () => {
    const shopper = await signUp(t.app);
    const resend = () => call('POST', '/auth/resend-verification', {}, freshIp(), shopper.token);
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    expectLimited(await resend());
  });

  it('locks the password change after too many wrong current passwords, even the right one', async () => {
    const shopper = await signUp(t.app);
    const change = (currentPassword: string) =>
      call(
        'PUT',
        '/auth/password',
        {
          currentPassword,
          password: 'Copper-Kite-Orchard-5',
          password_confirmation: 'Copper-Kite-Orchard-5',
        },
        freshIp(),
        shopper.token,
      );
    expect((await change('Wrong-Guess-1')).status).toBe(400);
    expect((await change('Wrong-Guess-2')).status).toBe(400);
    expectLimited(await change(PASSWORD));
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../support/app.js';
import { httpClient } from '../support/fetch-client.js';
import { PASSWORD } from '../support/fixtures.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';
import { linkToken, startSmtpServer, type TestSmtp } from '../support/smtp.js';

/** Waits until `ready` holds, checking every 100 ms, for at most `timeoutMs`. */
async function until(ready: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * The shop as `npm start` runs it, killed (SIGKILL) with e-mails in its queue, then started
 * again on the same data: the e-mails leave after the restart, each once.
 */
describe('e-mail queued when the shop is killed', () => {
  let work: string;
  let smtp: TestSmtp;
  let shop: ShopProcess | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'attire-mail-crash-'));
    smtp = await startSmtpServer();
    scratch = process.env.DATABASE_URL
      ? await createScratchDatabase(process.env.DATABASE_URL)
      : undefined;
    env = {
      DATA_DIR: path.join(work, 'shop'),
      ...(scratch && { DATABASE_URL: scratch.url }),
      JWT_SECRET: 'mail-crash-secret-that-is-long-enough-for-hs256',
      SMTP_URL: smtp.url,
    };
  }, 60_000);
  afterAll(async () => {
    await shop?.crash();
    await smtp.close();
    await scratch?.drop();
    await rm(work, { recursive: true, force: true });
  });

  it('sends after the restart what was queued before the crash', async () => {
    // The worker looks once, at start, then not for ten minutes: what is queued now waits.
    shop = await startShopProcess({ ...env, JOB_POLL_INTERVAL_MS: '600000' });
    const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await httpClient(shop.url).call('auth.register', {
      body: { name: 'Nisha Rao', email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(registered.status).toBe(201);
    const asked = await httpClient(shop.url).call('auth.forgotPassword', { body: { email } });
    expect(asked.status).toBe(200);
    await shop.crash();
    expect(smtp.delivered).toEqual([]);

    shop = await startShopProcess({ ...env, JOB_POLL_INTERVAL_MS: '100' });
    // The verification e-mail, and the reset request's job, which writes its e-mail in turn.
    await until(() => smtp.to(email).length >= 2, 20_000);
    // A few more polls: nothing is sent twice.
    await sleep(1_000);
    expect(
      smtp
        .to(email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Reset your Attire password', 'Verify your e-mail address for Attire']);
    const verification = smtp.to(email).find((mail) => mail.subject.startsWith('Verify'))!;
    const verified = await httpClient(shop.url).call('auth.verifyEmail', {
      body: { token: linkToken(verification, '/auth/verify-email') },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user?.emailVerified).toBe(true);
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { accountTokens, jobs, mailMessages } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { linkToken, runJobs, startSmtpServer, type TestSmtp } from '../support/smtp.js';

const NEW_PASSWORD = 'Quiet-Meadow-Lantern-8';
const SHOP = 'https://shop.example.in';

describe('password reset, through a real SMTP server', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: SHOP },
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string) => api(t.app).call('auth.forgotPassword', { body: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    api(t.app).call('auth.resetPassword', {
      body: { token, password, password_confirmation: password },
    });
  const login = (email: string, password: string) =>
    api(t.app).call('auth.login', { body: { email, password } });
  const checkAuth = (token: string) => api(t.app, token).call('auth.checkAuth', {});

  /** Asks for a reset link and reads it from the e-mail the SMTP server received. */
  async function resetLinkFor(email: string): Promise<string> {
    const before = smtp.to(email).length;
    expect((await forgot(email)).status).toBe(200);
    await runJobs(t.app);
    // The verification e-mail of the registration may leave in the same run.
    const mails = smtp
      .to(email)
      .slice(before)
      .filter((mail) => mail.subject === 'Reset your Attire password');
    expect(mails).toHaveLength(1);
    return linkToken(mails[0]!, '/auth/reset-password');
  }

  it('sets a new password from the link, once, and ends every session of the account', async () => {
    const shopper = await signUp(t.app);
    const { email } = shopper.user;
    const otherDevice = (await login(email, PASSWORD)).body.token;

    const token = await resetLinkFor(email);
    const [mail] = smtp.to(email).filter((m) => m.subject.startsWith('Reset'));
    expect(mail!.text).toContain(`${SHOP}/auth/reset-password?token=${token}`);
    expect(mail!.html).toContain(`href="${SHOP}/auth/reset-password?token=${token}"`);

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(MESSAGES.passwordResetDone);
    for (const session of [shopper.token, otherDevice]) {
      const refused = await checkAuth(session);
      expect(refused.status).toBe(401);
      expect(refused.error.message).toBe(MESSAGES.sessionExpired);
    }
    expect((await login(email, PASSWORD)).status).toBe(401);
    const signedIn = await login(email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    // Opening a link sent to the address proved it.
    expect(signedIn.body.user.emailVerified).toBe(true);
    expect((await checkAuth(signedIn.body.token)).status).toBe(200);

    const again = await reset(token, 'Another-Quiet-Lantern-9');
    expect(again.status).toBe(400);
    expect(again.error.message).toBe(MESSAGES.resetLinkUsed);

    await runJobs(t.app);
    const changed = smtp
      .to(email)
      .filter((m) => m.subject === 'Your Attire password has been changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).toContain('was reset with a link sent here');
  });

  it('keeps no working link in the database or the logs once the e-mail is sent', async () => {
    const { user } = await signUp(t.app);
    const token = await resetLinkFor(user.email);
    const [row] = await t.db
      .select()
      .from(mailMessages)
      .where(sql`${mailMessages.kind} = 'resetPassword' and ${mailMessages.to} = ${user.email}`);
    expect(row?.state).toBe('sent');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.text).toContain('/auth/reset-password?token=hidden');
    // The browser opening the link asks the server for the page: the URL is logged without it.
    await t.app.inject({ method: 'GET', url: `/auth/reset-password?token=${token}` });
    const [tokenRow] = await t.db
      .select({ tokenHash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id))
      .orderBy(sql`${accountTokens.createdAt} desc`)
      .limit(1);
    expect(tokenRow?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(logLines.join('\n')).toContain('/auth/reset-password?token=(removed)');
    expect(logLines.join('\n')).not.toContain(token);
    expect((await reset(token)).status).toBe(200);
  });

  it('answers every address with the same words, and e-mails only accounts', async () => {
    const { user } = await signUp(t.app);
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const known = await forgot(user.email);
    const unknown = await forgot(stranger);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: MESSAGES.passwordResetRequested });
    // Both requests did the same thing: queue the same job, before anyone looked the address up.
    const queued = await t.db
      .select({ payload: jobs.payload, state: jobs.state })
      .from(jobs)
      .where(eq(jobs.kind, 'auth.reset-link'))
      .orderBy(sql`${jobs.id} desc`)
      .limit(2);
    expect(queued).toEqual([
      { payload: { email: stranger }, state: 'queued' },
      { payload: { email: user.email }, state: 'queued' },
    ]);
    await runJobs(t.app);
    expect(smtp.to(stranger)).toEqual([]);
    expect(smtp.to(user.email).map((m) => m.subject)).toContain('Reset your Attire password');
  });

  it('refuses unknown and expired links with a clear 400, and older links once one is used', async () => {
    const { user } = await signUp(t.app);
    const unknown = await reset('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.error.message).toBe(MESSAGES.resetLinkInvalid);

    const expiring = await resetLinkFor(user.email);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, user.id));
    const expired = await reset(expiring);
    expect(expired.status).toBe(400);
    expect(expired.error.message).toBe(MESSAGES.resetLinkExpired);

    const older = await resetLinkFor(user.email);
    const newer = await resetLinkFor(user.email);
    expect((await reset(newer)).status).toBe(200);
    const stale = await reset(older, 'Yet-Another-Quiet-Lantern-7');
    expect(stale.status).toBe(400);
    expect(stale.error.message).toBe(MESSAGES.resetLinkUsed);
  });

  it('holds a new password to the rules of registration, and the link still works after', async () => {
    const { user } = await signUp(t.app);
    const token = await resetLinkFor(user.email);
    const guessable = await reset(token, 'qwertyuiop');
    expect(guessable.status).toBe(400);
    expect(guessable.error.errors?.password).toEqual([MESSAGES.passwordTooGuessable]);
    const mismatch = await api(t.app).call('auth.resetPassword', {
      body: { token, password: NEW_PASSWORD, password_confirmation: 'Something-Else-1' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.error.errors?.password_confirmation).toEqual(['Passwords do not match']);
    expect((await reset(token)).status).toBe(200);
  });
});

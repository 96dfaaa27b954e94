import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '@attire/contract';
import { mailMessages } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Session, signInAdmin, signUp } from '../support/fixtures.js';
import { makeDue } from '../support/jobs.js';
import { api } from '../support/http.js';
import { linkToken, runJobs, startSmtpServer, type TestSmtp } from '../support/smtp.js';

// Issue 21, defect 7: the reset and verification e-mails kept their token in clear in the
// stored message (its data, and its text once rendered), and the Messages page showed the
// working link to every admin: one admin could take over any account. The token table keeps
// only a hash; the stored message must not be the way around it.

const NEW_PASSWORD = 'Quiet-Meadow-Lantern-8';
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'Plum-Kettle-Harbour-42',
  PAYPAL_CLIENT_ID: 'live-id',
  PAYPAL_CLIENT_SECRET: 'live-secret',
  PAYPAL_API_BASE: 'https://api-m.paypal.com',
  PUBLIC_URL: 'https://shop.example.in',
};

type MailRow = typeof mailMessages.$inferSelect;

/** Every string an admin or a database reader could try as a link token. */
function candidates(...sources: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      found.add(value);
      for (const match of value.matchAll(/token=([^"&\s<>]+)/g)) found.add(match[1]!);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  sources.forEach(walk);
  return [...found];
}

function harness(env: Record<string, string> = {}) {
  const state = {} as { t: TestApp; admin: Session };
  beforeAll(async () => {
    state.t = await startTestApp({ env });
    state.admin = await signInAdmin(state.t.app);
  });
  afterAll(() => state.t.close());
  const rowsTo = (email: string) =>
    state.t.db.select().from(mailMessages).where(eq(mailMessages.to, email));
  const page = async (email: string): Promise<MailMessage[]> => {
    const listed = await api(state.t.app, state.admin.token).call('adminMessages.list', {
      query: { to: email, page: 1, limit: 20 },
    });
    expect(listed.status).toBe(200);
    return listed.body.messages;
  };
  /** How many of these strings open the account: as a reset token, or a verification token. */
  const working = async (strings: string[]) => {
    let opened = 0;
    for (const token of strings) {
      const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      const reset = await api(state.t.app).call('auth.resetPassword', { body });
      const verified = await api(state.t.app).call('auth.verifyEmail', { body: { token } });
      if (reset.status === 200 || verified.status === 200) opened += 1;
    }
    return opened;
  };
  return { state, rowsTo, page, working };
}

describe('link tokens in stored e-mails, with an SMTP server', () => {
  let smtp: TestSmtp;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    smtp = await startSmtpServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.close());
  beforeEach(() => smtp.accept());
  const { state, rowsTo, page, working } = harness(env);

  it('stores a queued link e-mail without its token, and still sends a working link', async () => {
    // The SMTP server is away: the verification e-mail waits in the queue, rendered once.
    smtp.refuse();
    const { user } = await signUp(state.t.app);
    await runJobs(state.t.app);
    const [queued] = await rowsTo(user.email);
    expect(queued).toMatchObject({ state: 'queued', kind: 'verifyEmail' });
    expect(queued!.text).toContain('/auth/verify-email?token=hidden');
    const shown = await page(user.email);
    expect(shown[0]!.text).toContain('/auth/verify-email?token=hidden');
    const stored = JSON.stringify(queued);

    smtp.accept();
    await makeDue(state.t.db, 'mail.send');
    await runJobs(state.t.app);
    const [mail] = smtp.to(user.email);
    const token = linkToken(mail!, '/auth/verify-email');
    expect(stored).not.toContain(token);
    expect(JSON.stringify(shown)).not.toContain(token);
    // Sent, its row keeps no token at all, not even sealed.
    const [sent] = await rowsTo(user.email);
    expect(sent).toMatchObject({ state: 'sent', data: { name: user.name } });
    expect(Object.keys(sent!.data as object)).toEqual(['name']);
    expect((await api(state.t.app).call('auth.verifyEmail', { body: { token } })).status).toBe(200);
  });

  it('keeps no working link of an e-mail the SMTP server refuses for good', async () => {
    smtp.refuse(550);
    const { user } = await signUp(state.t.app);
    await api(state.t.app).call('auth.forgotPassword', { body: { email: user.email } });
    await runJobs(state.t.app);
    const rows = await rowsTo(user.email);
    expect(rows.map((row: MailRow) => [row.kind, row.state]).sort()).toEqual([
      ['resetPassword', 'failed'],
      ['verifyEmail', 'failed'],
    ]);
    expect(await working(candidates(rows, await page(user.email)))).toBe(0);
  });
});

describe('link tokens on the Messages page of a production shop without SMTP', () => {
  const { state, rowsTo, page, working } = harness(PRODUCTION);

  it('shows every admin the link with its token hidden, and stores none', async () => {
    const { user } = await signUp(state.t.app);
    await api(state.t.app).call('auth.forgotPassword', { body: { email: user.email } });
    await runJobs(state.t.app);
    const shown = await page(user.email);
    expect(shown.map((mail) => [mail.kind, mail.state]).sort()).toEqual([
      ['resetPassword', 'kept'],
      ['verifyEmail', 'kept'],
    ]);
    const reset = shown.find((mail) => mail.kind === 'resetPassword')!;
    expect(reset.text).toContain('https://shop.example.in/auth/reset-password?token=hidden');
    expect(reset.html).toContain('/auth/reset-password?token=hidden');
    const rows = await rowsTo(user.email);
    expect(rows.map((row) => Object.keys(row.data as object))).toEqual([['name'], ['name']]);
    expect(await working(candidates(rows, shown))).toBe(0);
  });
});

describe('link tokens on a developer machine (not production, no SMTP)', () => {
  const { state, rowsTo, page, working } = harness();

  it('shows the live link on the Messages page, while the stored message holds none', async () => {
    const { user } = await signUp(state.t.app);
    await runJobs(state.t.app);
    const [kept] = await page(user.email);
    expect(kept).toMatchObject({ kind: 'verifyEmail', state: 'kept' });
    const token = linkToken(kept!, '/auth/verify-email');
    const rows = await rowsTo(user.email);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.text).toContain('/auth/verify-email?token=hidden');
    expect(await working(candidates(rows))).toBe(0);
    expect(await working([token])).toBe(1);
  });
});

import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { mailMessages } from '../../src/db/schema/index.js';
import { purgeOldMail } from '../../src/modules/mail/retention.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Session, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { linkToken, runJobs } from '../support/smtp.js';

// With no SMTP_URL nothing is sent: every message is kept, its links logged, and an admin reads
// it on the back office's Messages page, so every flow works on a fresh machine.

interface LogLine {
  level: number;
  msg: string;
  links?: string[];
  mailId?: string;
}

describe('e-mail with no SMTP server configured', () => {
  let t: TestApp;
  let admin: Session;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as LogLine);
  beforeAll(async () => {
    t = await startTestApp({ logStream: { write: (line) => lines.push(line) } });
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  const messages = (query: { page?: number; limit?: number; to?: string } = {}) =>
    api(t.app, admin.token).call('adminMessages.list', {
      query: { page: 1, limit: 20, ...query },
    });

  it('keeps each message, logs its links, and lists it to admins, newest first', async () => {
    const shopper = await signUp(t.app, { name: 'Ira Das' });
    const before = await messages({ to: shopper.user.email });
    // Not rendered yet, but shown as it will be sent.
    expect(before.body.messages).toMatchObject([{ kind: 'verifyEmail', state: 'queued' }]);
    expect(before.body.messages[0]!.text).toContain('Welcome to Attire, Ira Das');

    await api(t.app).call('auth.forgotPassword', { body: { email: shopper.user.email } });
    await runJobs(t.app);
    const listed = await messages({ to: shopper.user.email.toUpperCase() });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(2);
    expect(listed.body.messages.map((m) => [m.kind, m.state, m.sentAt])).toEqual([
      ['resetPassword', 'kept', null],
      ['verifyEmail', 'kept', null],
    ]);
    const [reset, verification] = listed.body.messages;
    expect(reset!.to).toBe(shopper.user.email);
    expect(reset!.subject).toBe('Reset your Attire password');
    expect(reset!.html).toContain('Choose a new password');

    // The kept links work: the whole flow runs with no mail server.
    const token = linkToken(verification!, '/auth/verify-email');
    const verified = await api(t.app).call('auth.verifyEmail', { body: { token } });
    expect(verified.body.user?.emailVerified).toBe(true);

    const keptLines = logged().filter((line) => line.msg.startsWith('e-mail kept'));
    const resetLine = keptLines.find((line) => line.mailId === reset!.id);
    expect(resetLine?.level).toBe(30);
    expect(resetLine?.links).toEqual([
      `http://localhost:5000/auth/reset-password?token=${linkToken(reset!, '/auth/reset-password')}`,
    ]);
    // The link is what the log needs; the address and the name are not.
    expect(keptLines).toHaveLength(2);
    expect(JSON.stringify(keptLines)).not.toContain(shopper.user.email);
    expect(JSON.stringify(keptLines)).not.toContain('Ira Das');
  });

  it('pages through every address, shows one message, and answers 404 for an unknown one', async () => {
    for (let i = 0; i < 3; i++) await signUp(t.app);
    await runJobs(t.app);
    const first = await messages({ limit: 2 });
    const second = await messages({ limit: 2, page: 2 });
    expect(first.body.total).toBeGreaterThanOrEqual(5);
    expect(first.body).toMatchObject({ page: 1, limit: 2 });
    const all = [...first.body.messages, ...second.body.messages];
    expect(all).toHaveLength(4);
    const times = all.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((message) => message.id)).size).toBe(4);

    const one = await api(t.app, admin.token).call('adminMessages.details', {
      params: { id: all[0]!.id },
    });
    expect(one.status).toBe(200);
    expect(one.body.mail).toEqual(all[0]);
    const missing = await api(t.app, admin.token).call('adminMessages.details', {
      params: { id: randomUUID() },
    });
    expect(missing.status).toBe(404);
    expect(missing.error.message).toBe(MESSAGES.mailNotFound);
    expect((await api(t.app, admin.token).get('/admin/messages/not-a-uuid')).status).toBe(404);
  });

  it('forgets messages done with after 90 days, never one still to send', async () => {
    const make = (state: 'queued' | 'sent' | 'kept' | 'failed', daysAgo: number) => ({
      kind: 'passwordChanged',
      to: 'old@example.com',
      eventKey: `old:${randomUUID()}`,
      data: { name: 'Old', how: 'change' },
      state,
      createdAt: new Date(Date.now() - daysAgo * 24 * 60 * 60_000),
    });
    const rows = await t.db
      .insert(mailMessages)
      .values([
        make('sent', 91),
        make('kept', 91),
        make('failed', 91),
        make('queued', 91),
        make('sent', 89),
      ])
      .returning({ id: mailMessages.id, state: mailMessages.state });
    expect(await purgeOldMail(t.db)).toBe(3);
    const left = await t.db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        inArray(
          mailMessages.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual([rows[3]!.id, rows[4]!.id].sort());
  });

  it('shows messages to admins only', async () => {
    const shopper = await signUp(t.app);
    expect((await api(t.app, shopper.token).get('/admin/messages')).status).toBe(403);
    expect((await api(t.app).get('/admin/messages')).status).toBe(401);
  });

  it('warns at start in production that nothing will be sent', async () => {
    const productionLines: string[] = [];
    const production = await startTestApp({
      env: {
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'Plum-Kettle-Harbour-42',
        PAYPAL_CLIENT_ID: 'live-id',
        PAYPAL_CLIENT_SECRET: 'live-secret',
        PAYPAL_API_BASE: 'https://api-m.paypal.com',
        PUBLIC_URL: 'https://shop.example.in',
      },
      logStream: { write: (line) => productionLines.push(line) },
    });
    await production.close();
    const warnings = productionLines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.level === 40 && line.msg.startsWith('SMTP_URL is not set'));
    expect(warnings).toHaveLength(1);
    expect(lines.some((line) => line.includes('SMTP_URL is not set'))).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, type Session, signUp } from '../support/fixtures.js';
import { startGoogleKeys } from '../support/google-tokens.js';
import { api } from '../support/http.js';
import { linkToken, runJobs, startSmtpServer, type TestSmtp } from '../support/smtp.js';

const NEW_PASSWORD = 'Copper-Kite-Orchard-5';

describe("a signed-in shopper's password and name", () => {
  let smtp: TestSmtp;
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    google = await startGoogleKeys();
    t = await startTestApp({ env: { SMTP_URL: smtp.url, ...google.env } });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([smtp.close(), google.close()]);
  });

  const change = (who: Session, currentPassword: string, password = NEW_PASSWORD) =>
    api(t.app, who.token).call('auth.changePassword', {
      body: { currentPassword, password, password_confirmation: password },
    });
  const login = (email: string, password: string) =>
    api(t.app).call('auth.login', { body: { email, password } });
  const checkAuth = (token: string) => api(t.app, token).call('auth.checkAuth', {});

  it('changes the password with the current one: other sessions end, this one goes on', async () => {
    const here = await signUp(t.app);
    const { email } = here.user;
    const elsewhere = (await login(email, PASSWORD)).body;

    const changed = await change(here, PASSWORD);
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(MESSAGES.passwordChanged);
    const cookie = String(changed.headers['set-cookie']);
    expect(cookie).toContain(`token=${changed.body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);

    expect((await checkAuth(changed.body.token)).body.user.id).toBe(here.user.id);
    expect((await checkAuth(elsewhere.token)).status).toBe(401);
    // The token this session held before is one of the old ones.
    expect((await checkAuth(here.token)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    await runJobs(t.app);
    const told = smtp
      .to(email)
      .filter((m) => m.subject === 'Your Attire password has been changed');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('password of your Attire account was changed');
  });

  it('ends the reset links sent before the change', async () => {
    const shopper = await signUp(t.app);
    await api(t.app).call('auth.forgotPassword', { body: { email: shopper.user.email } });
    await runJobs(t.app);
    const mail = smtp.to(shopper.user.email).find((m) => m.subject.startsWith('Reset'))!;
    expect((await change(shopper, PASSWORD)).status).toBe(200);
    const late = await api(t.app).call('auth.resetPassword', {
      body: {
        token: linkToken(mail, '/auth/reset-password'),
        password: 'Some-Other-Lantern-4',
        password_confirmation: 'Some-Other-Lantern-4',
      },
    });
    expect(late.status).toBe(400);
    expect(late.error.message).toBe(MESSAGES.resetLinkUsed);
  });

  it('refuses a wrong current password on its field, changing nothing', async () => {
    const shopper = await signUp(t.app);
    const wrong = await change(shopper, 'Not-My-Password-1');
    expect(wrong.status).toBe(400);
    expect(wrong.error.errors?.currentPassword).toEqual([MESSAGES.currentPasswordWrong]);
    expect((await checkAuth(shopper.token)).status).toBe(200);
    expect((await login(shopper.user.email, PASSWORD)).status).toBe(200);
  });

  it('holds the new password to the rules of registration', async () => {
    const shopper = await signUp(t.app);
    const weak = await change(shopper, PASSWORD, 'password');
    expect(weak.status).toBe(400);
    expect(weak.error.errors?.password).toEqual([MESSAGES.passwordTooGuessable]);
    const mismatch = await api(t.app, shopper.token).call('auth.changePassword', {
      body: { currentPassword: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'Other-1' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.error.errors?.password_confirmation).toBeDefined();
    expect((await checkAuth(shopper.token)).status).toBe(200);
  });

  it('tells a Google account with no password how to set one', async () => {
    const email = `g-${randomUUID().slice(0, 8)}@gmail.com`;
    const signedIn = await api(t.app).call('auth.google', {
      body: { idToken: await google.idToken(email) },
    });
    const refused = await change(signedIn.body, 'anything');
    expect(refused.status).toBe(400);
    expect(refused.error.errors?.currentPassword).toEqual([MESSAGES.noPasswordYet]);
  });

  it('changes the name, trimmed, and refuses a blank one', async () => {
    const shopper = await signUp(t.app);
    const edit = (name: string) =>
      api(t.app, shopper.token).call('auth.updateProfile', { body: { name } });
    const renamed = await edit('  Anjali Rao  ');
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toEqual({ ...shopper.user, name: 'Anjali Rao' });
    expect((await checkAuth(shopper.token)).body.user.name).toBe('Anjali Rao');

    const blank = await edit('   ');
    expect(blank.status).toBe(400);
    expect(blank.error.errors?.name).toEqual(['Name is required']);
    const unsigned = await api(t.app).call('auth.updateProfile', { body: { name: 'X' } });
    expect(unsigned.status).toBe(401);
  });
});

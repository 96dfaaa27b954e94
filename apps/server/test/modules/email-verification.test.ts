import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { accountTokens } from '../../src/db/schema/index.js';
import { purgeExpiredTokens } from '../../src/modules/auth/account-tokens.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { cartCalls } from '../support/cart.js';
import { PASSWORD, insertProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { startGoogleKeys } from '../support/google-tokens.js';
import { api } from '../support/http.js';
import { linkToken, runJobs, startSmtpServer, type TestSmtp } from '../support/smtp.js';

const VERIFY_SUBJECT = 'Verify your e-mail address for Attire';

describe('e-mail verification, through a real SMTP server', () => {
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

  const verify = (token: string) => api(t.app).call('auth.verifyEmail', { body: { token } });
  const resend = (token: string) => api(t.app, token).call('auth.resendVerification', { body: {} });
  const checkAuth = (token: string) => api(t.app, token).call('auth.checkAuth', {});
  const verifyLinks = async (email: string) => {
    await runJobs(t.app);
    return smtp
      .to(email)
      .filter((mail) => mail.subject === VERIFY_SUBJECT)
      .map((mail) => linkToken(mail, '/auth/verify-email'));
  };

  it('sends a link on registration; the shopper can shop meanwhile, and the link verifies once', async () => {
    const shopper = await signUp(t.app, { name: 'Meera Iyer' });
    expect(shopper.user.emailVerified).toBe(false);
    const product = await insertProduct(t.db);
    const added = await cartCalls(() => t.app).addLine(shopper, product.id, 1);
    expect(added.status).toBe(200);

    const [token, ...more] = await verifyLinks(shopper.user.email);
    expect(more).toEqual([]);
    const [mail] = smtp.to(shopper.user.email);
    expect(mail!.text).toContain('Welcome to Attire, Meera Iyer');
    expect(mail!.text).toContain(`http://localhost:5000/auth/verify-email?token=${token}`);

    // The link may be opened in a browser where nobody is signed in.
    const verified = await verify(token!);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(MESSAGES.emailVerifiedDone);
    expect(verified.body.user).toMatchObject({ id: shopper.user.id, emailVerified: true });
    expect((await checkAuth(shopper.token)).body.user.emailVerified).toBe(true);

    const again = await verify(token!);
    expect(again.status).toBe(400);
    expect(again.error.message).toBe(MESSAGES.verifyLinkUsed);
  });

  it('sends another link on request, until the address is verified', async () => {
    const shopper = await signUp(t.app);
    const sent = await resend(shopper.token);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(MESSAGES.verificationSent);
    const links = await verifyLinks(shopper.user.email);
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(2);

    expect((await verify(links[1]!)).status).toBe(200);
    const late = await resend(shopper.token);
    expect(late.status).toBe(409);
    expect(late.error.message).toBe(MESSAGES.emailAlreadyVerified);
    expect((await api(t.app).call('auth.resendVerification', { body: {} })).status).toBe(401);
  });

  it('refuses an unknown or expired link with a clear 400', async () => {
    const unknown = await verify(randomUUID());
    expect(unknown.status).toBe(400);
    expect(unknown.error.message).toBe(MESSAGES.verifyLinkInvalid);

    const shopper = await signUp(t.app);
    const [token] = await verifyLinks(shopper.user.email);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, shopper.user.id));
    const expired = await verify(token!);
    expect(expired.status).toBe(400);
    expect(expired.error.message).toBe(MESSAGES.verifyLinkExpired);
    expect((await checkAuth(shopper.token)).body.user.emailVerified).toBe(false);

    // A day after expiring, the hourly purge drops it: it could only be refused.
    const tokensOf = () =>
      t.db.select().from(accountTokens).where(eq(accountTokens.userId, shopper.user.id));
    await purgeExpiredTokens(t.db);
    expect(await tokensOf()).toHaveLength(1);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '25 hours'` })
      .where(eq(accountTokens.userId, shopper.user.id));
    await purgeExpiredTokens(t.db);
    expect(await tokensOf()).toEqual([]);
  });

  it('counts admins and Google accounts as verified, with no e-mail to click', async () => {
    const admin = await signInAdmin(t.app);
    expect(admin.user.emailVerified).toBe(true);
    const email = `g-${randomUUID().slice(0, 8)}@gmail.com`;
    const signedIn = await api(t.app).call('auth.google', {
      body: { idToken: await google.idToken(email) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.emailVerified).toBe(true);
    await runJobs(t.app);
    expect(smtp.to(email)).toEqual([]);
  });

  it('lets Google prove an address someone registered with a password, ending that password', async () => {
    // Someone registered the address before its owner came, and kept a session open.
    const squatter = await signUp(t.app);
    const { email } = squatter.user;
    const owner = await api(t.app).call('auth.google', {
      body: { idToken: await google.idToken(email) },
    });
    expect(owner.status).toBe(200);
    expect(owner.body.user).toMatchObject({ id: squatter.user.id, emailVerified: true });
    expect((await checkAuth(squatter.token)).status).toBe(401);
    const login = await api(t.app).call('auth.login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(401);
    expect((await checkAuth(owner.body.token)).status).toBe(200);

    // An address its holder had proved keeps its password when Google is linked.
    const proved = await signUp(t.app);
    const [token] = await verifyLinks(proved.user.email);
    expect((await verify(token!)).status).toBe(200);
    const linked = await api(t.app).call('auth.google', {
      body: { idToken: await google.idToken(proved.user.email) },
    });
    expect(linked.body.user.id).toBe(proved.user.id);
    expect((await checkAuth(proved.token)).status).toBe(200);
    const stillWorks = await api(t.app).call('auth.login', {
      body: { email: proved.user.email, password: PASSWORD },
    });
    expect(stillWorks.status).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, AUTH_MESSAGES, SIGNED_IN_COOKIE, type EndpointInput } from '@attire/contract';
import { users } from '../../src/db/schema/index.js';
import { createTokenService } from '../../src/lib/tokens.js';
import { api } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, signUp } from '../support/fixtures.js';

type Registration = EndpointInput<'auth.register'>['body'];

const uniqueEmail = () => `auth-${randomUUID().slice(0, 8)}@example.com`;
const registration = (overrides: Partial<Registration> = {}): Registration => ({
  name: 'Asha Rao',
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...overrides,
});

/** The Set-Cookie line of the cookie `name` (the session's `token` by default), if any. */
function setCookie(headers: Record<string, unknown>, name = 'token'): string | undefined {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return lines.find((line: string) => line.startsWith(`${name}=`));
}
const tokenCookie = (headers: Record<string, unknown>) => setCookie(headers);

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const register = (body: Registration) => api(t.app).call('auth.register', { body });
  const login = (body: EndpointInput<'auth.login'>['body']) =>
    api(t.app).call('auth.login', { body });
  const logout = (token?: string) => api(t.app, token).call('auth.logout', {});
  const checkAuth = (token?: string) => api(t.app, token).call('auth.checkAuth', {});

  describe('register', () => {
    it('creates a shopper who is signed in at once, with an httpOnly SameSite=Lax cookie', async () => {
      const body = registration();
      const response = await register(body);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        success: true,
        user: { name: 'Asha Rao', email: body.email, role: 'user' },
      });
      expect(response.body.user).not.toHaveProperty('passwordHash');
      expect(typeof response.body.token).toBe('string');

      const cookie = tokenCookie(response.headers);
      expect(cookie).toContain(`token=${response.body.token}`);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      // Beside it, one the web app can read: there is a session to ask about.
      const hint = setCookie(response.headers, SIGNED_IN_COOKIE);
      expect(hint).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=1;`));
      expect(hint).not.toMatch(/HttpOnly/i);
      expect(hint).toMatch(/;\s*SameSite=Lax/i);

      const check = await checkAuth(response.body.token);
      expect(check.status).toBe(200);
      expect(check.body.user).toEqual(response.body.user);
    });

    it('never makes an admin, whatever the body says', async () => {
      const withRole = { ...registration(), role: 'admin' };
      const response = await register(withRole);
      expect(response.status).toBe(201);
      expect(response.body.user.role).toBe('user');
      const [row] = await t.db.select().from(users).where(eq(users.id, response.body.user.id));
      expect(row?.role).toBe('user');
    });

    it.each([
      ['name', { name: '   ' }, 'Name is required'],
      ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
      ['password', { password: 'short', password_confirmation: 'short' }, 'at least 8'],
      ['password_confirmation', { password_confirmation: 'Different-9' }, 'do not match'],
    ])('refuses a bad %s with a field error', async (field, overrides, text) => {
      const response = await register(registration(overrides));
      expect(response.status).toBe(400);
      expect(response.error.success).toBe(false);
      expect(response.error.message).toBe(MESSAGES.validationError);
      expect(response.error.errors?.[field]?.[0]).toContain(text);
    });

    it('refuses a missing field with a field error', async () => {
      // A raw call: the contract's types would not let the e-mail be left out.
      const { email: _email, ...body } = registration();
      const response = await api(t.app).post('/auth/register', body);
      expect(response.status).toBe(400);
      expect(response.error.errors?.email?.[0]).toBe('Email is required');
    });

    it('refuses an e-mail that is taken, whatever its letter case', async () => {
      const email = uniqueEmail();
      await signUp(t.app, { email });
      for (const attempt of [email, email.toUpperCase()]) {
        const response = await register(registration({ email: attempt }));
        expect(response.status).toBe(409);
        expect(response.error).toMatchObject({ success: false, message: MESSAGES.emailTaken });
        expect(response.error.errors?.email).toEqual([MESSAGES.emailTaken]);
      }
    });
  });

  describe('login', () => {
    it('signs in with the right password, in any letter case of the e-mail', async () => {
      const { user } = await signUp(t.app);
      const response = await login({ email: user.email.toUpperCase(), password: PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, user });
      expect(tokenCookie(response.headers)).toContain(`token=${response.body.token}`);
      const check = await checkAuth(response.body.token);
      expect(check.body.user.id).toBe(user.id);
    });

    it('answers an unknown e-mail and a wrong password alike', async () => {
      const { user } = await signUp(t.app);
      const wrongPassword = await login({ email: user.email, password: 'Wrong-Password-1' });
      const unknownEmail = await login({ email: uniqueEmail(), password: PASSWORD });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.error).toEqual({ success: false, message: MESSAGES.invalidCredentials });
      expect(unknownEmail.status).toBe(wrongPassword.status);
      expect(unknownEmail.error).toEqual(wrongPassword.error);
      expect(tokenCookie(wrongPassword.headers)).toBeUndefined();
    });

    it('refuses an empty password as a validation error', async () => {
      const response = await login({ email: uniqueEmail(), password: '' });
      expect(response.status).toBe(400);
      expect(response.error.errors?.password?.[0]).toBe('Password is required');
    });
  });

  describe('logout', () => {
    it('revokes the token it was called with and clears the cookie', async () => {
      const { token } = await signUp(t.app);
      const response = await logout(token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Logged out successfully!' });
      const cleared = tokenCookie(response.headers);
      expect(cleared).toMatch(/^token=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
      const hint = setCookie(response.headers, SIGNED_IN_COOKIE);
      expect(hint).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=;`));
      expect(hint).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);

      const after = await checkAuth(token);
      expect(after.status).toBe(401);
      expect(after.error.success).toBe(false);
    });

    it('leaves the other sessions of the same account signed in', async () => {
      const { user, token } = await signUp(t.app);
      const other = await login({ email: user.email, password: PASSWORD });
      await logout(token);
      expect((await checkAuth(other.body.token)).status).toBe(200);
    });

    it('succeeds without a session too', async () => {
      const response = await logout();
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(AUTH_MESSAGES.loggedOut);
    });
  });

  describe('check-auth', () => {
    it('returns the signed-in user and is never cached', async () => {
      const { user, token } = await signUp(t.app, { name: 'Kiran' });
      const response = await checkAuth(token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, user });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('refuses a call without a token', async () => {
      const response = await checkAuth();
      expect(response.status).toBe(401);
      expect(response.error).toEqual({ success: false, message: MESSAGES.signInRequired });
    });

    it('refuses a garbage token', async () => {
      const response = await checkAuth('not.a.token');
      expect(response.status).toBe(401);
      expect(response.error).toEqual({ success: false, message: MESSAGES.sessionExpired });
    });

    it('refuses a token signed with another secret', async () => {
      const { user } = await signUp(t.app);
      const forged = await createTokenService('another-secret-that-is-long-enough-too').sign(
        user.id,
      );
      expect((await checkAuth(forged)).status).toBe(401);
    });

    it('refuses an expired token', async () => {
      const { user } = await signUp(t.app);
      const hourAgo = Math.floor(Date.now() / 1000) - 3600;
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setJti(randomUUID())
        .setIssuer('attire')
        .setIssuedAt(hourAgo - 60)
        .setExpirationTime(hourAgo)
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      const response = await checkAuth(expired);
      expect(response.status).toBe(401);
      expect(response.error.message).toBe(MESSAGES.sessionExpired);
    });

    it("refuses a deleted user's token", async () => {
      const { user, token } = await signUp(t.app);
      expect((await checkAuth(token)).status).toBe(200);
      await t.db.delete(users).where(eq(users.id, user.id));
      expect((await checkAuth(token)).status).toBe(401);
    });

    it('applies a role change at once, without a new sign-in', async () => {
      const { user, token } = await signUp(t.app);
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
      const response = await checkAuth(token);
      expect(response.body.user.role).toBe('admin');
    });
  });
});

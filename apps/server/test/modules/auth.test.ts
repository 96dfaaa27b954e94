import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { users } from '../../src/db/schema/index.js';
import { createTokenService } from '../../src/lib/tokens.js';
import { api } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, signUp } from '../support/fixtures.js';

const uniqueEmail = () => `auth-${randomUUID().slice(0, 8)}@example.com`;
const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...overrides,
});

/** The `token` cookie's Set-Cookie line, if the reply sets one. */
function tokenCookie(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return lines.find((line: string) => line.startsWith('token='));
}

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('creates a shopper who is signed in at once, with an httpOnly SameSite=Lax cookie', async () => {
      const body = registration();
      const response = await api(t.app).post('/auth/register', body);
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

      const check = await api(t.app, response.body.token).get('/auth/check-auth');
      expect(check.status).toBe(200);
      expect(check.body.user).toEqual(response.body.user);
    });

    it('never makes an admin, whatever the body says', async () => {
      const response = await api(t.app).post('/auth/register', registration({ role: 'admin' }));
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
      const response = await api(t.app).post('/auth/register', registration(overrides));
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toBe(MESSAGES.validationError);
      expect(response.body.errors[field]?.[0]).toContain(text);
    });

    it('refuses a missing field with a field error', async () => {
      const { email: _email, ...body } = registration();
      const response = await api(t.app).post('/auth/register', body);
      expect(response.status).toBe(400);
      expect(response.body.errors.email?.[0]).toBe('Email is required');
    });

    it('refuses an e-mail that is taken, whatever its letter case', async () => {
      const email = uniqueEmail();
      await signUp(t.app, { email });
      for (const attempt of [email, email.toUpperCase()]) {
        const response = await api(t.app).post('/auth/register', registration({ email: attempt }));
        expect(response.status).toBe(409);
        expect(response.body).toMatchObject({ success: false, message: MESSAGES.emailTaken });
        expect(response.body.errors.email).toEqual([MESSAGES.emailTaken]);
      }
    });
  });

  describe('login', () => {
    it('signs in with the right password, in any letter case of the e-mail', async () => {
      const { user } = await signUp(t.app);
      const response = await api(t.app).post('/auth/login', {
        email: user.email.toUpperCase(),
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, user });
      expect(tokenCookie(response.headers)).toContain(`token=${response.body.token}`);
      const check = await api(t.app, response.body.token).get('/auth/check-auth');
      expect(check.body.user.id).toBe(user.id);
    });

    it('answers an unknown e-mail and a wrong password alike', async () => {
      const { user } = await signUp(t.app);
      const wrongPassword = await api(t.app).post('/auth/login', {
        email: user.email,
        password: 'Wrong-Password-1',
      });
      const unknownEmail = await api(t.app).post('/auth/login', {
        email: uniqueEmail(),
        password: PASSWORD,
      });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body).toEqual({ success: false, message: MESSAGES.invalidCredentials });
      expect(unknownEmail.status).toBe(wrongPassword.status);
      expect(unknownEmail.body).toEqual(wrongPassword.body);
      expect(tokenCookie(wrongPassword.headers)).toBeUndefined();
    });

    it('refuses an empty password as a validation error', async () => {
      const response = await api(t.app).post('/auth/login', { email: uniqueEmail(), password: '' });
      expect(response.status).toBe(400);
      expect(response.body.errors.password?.[0]).toBe('Password is required');
    });
  });

  describe('logout', () => {
    it('revokes the token it was called with and clears the cookie', async () => {
      const { token } = await signUp(t.app);
      const response = await api(t.app, token).post('/auth/logout', {});
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Logged out successfully!' });
      const cleared = tokenCookie(response.headers);
      expect(cleared).toMatch(/^token=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);

      const after = await api(t.app, token).get('/auth/check-auth');
      expect(after.status).toBe(401);
      expect(after.body.success).toBe(false);
    });

    it('leaves the other sessions of the same account signed in', async () => {
      const { user, token } = await signUp(t.app);
      const other = await api(t.app).post('/auth/login', { email: user.email, password: PASSWORD });
      await api(t.app, token).post('/auth/logout', {});
      expect((await api(t.app, other.body.token).get('/auth/check-auth')).status).toBe(200);
    });

    it('succeeds without a session too', async () => {
      const response = await api(t.app).post('/auth/logout', {});
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(MESSAGES.loggedOut);
    });
  });

  describe('check-auth', () => {
    it('returns the signed-in user and is never cached', async () => {
      const { user, token } = await signUp(t.app, { name: 'Kiran' });
      const response = await api(t.app, token).get('/auth/check-auth');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, user });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('refuses a call without a token', async () => {
      const response = await api(t.app).get('/auth/check-auth');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: MESSAGES.signInRequired });
    });

    it('refuses a garbage token', async () => {
      const response = await api(t.app, 'not.a.token').get('/auth/check-auth');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: MESSAGES.sessionExpired });
    });

    it('refuses a token signed with another secret', async () => {
      const { user } = await signUp(t.app);
      const forged = await createTokenService('another-secret-that-is-long-enough-too').sign(
        user.id,
      );
      expect((await api(t.app, forged).get('/auth/check-auth')).status).toBe(401);
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
      const response = await api(t.app, expired).get('/auth/check-auth');
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(MESSAGES.sessionExpired);
    });

    it("refuses a deleted user's token", async () => {
      const { user, token } = await signUp(t.app);
      expect((await api(t.app, token).get('/auth/check-auth')).status).toBe(200);
      await t.db.delete(users).where(eq(users.id, user.id));
      expect((await api(t.app, token).get('/auth/check-auth')).status).toBe(401);
    });

    it('applies a role change at once, without a new sign-in', async () => {
      const { user, token } = await signUp(t.app);
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
      const response = await api(t.app, token).get('/auth/check-auth');
      expect(response.body.user.role).toBe('admin');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, AUTH_MESSAGES, type ErrorReply } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Finding 11: a logout carrying only the cookie (as another site's form would send it) said
// "Logged out successfully!" while the session lived on. Such a call cannot end the session
// (a cross-site form must not change anything), so it now says that it did not.

describe('logging out with the cookie alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const logout = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { token },
      headers,
      payload: {},
    });
  const sessionAlive = async (token: string) =>
    (await api(t.app, token).call('auth.checkAuth', {})).status === 200;

  it('is refused as cross-site, keeping the session and its cookie', async () => {
    const { token } = await signUp(t.app);
    const response = await logout(token);

    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorReply>()).toEqual({
      success: false,
      message: MESSAGES.crossSiteRefused,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionAlive(token)).toBe(true);
  });

  it('ends the session when the shop sends it (X-Requested-With)', async () => {
    const { token } = await signUp(t.app);
    const response = await logout(token, { 'x-requested-with': 'XMLHttpRequest' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut });
    expect(String(response.headers['set-cookie'])).toMatch(/^token=;/);
    expect(await sessionAlive(token)).toBe(false);
  });

  it('still lets a bearer token, or no session at all, log out', async () => {
    const { token } = await signUp(t.app);
    expect((await api(t.app, token).call('auth.logout', {})).status).toBe(200);
    expect(await sessionAlive(token)).toBe(false);
    expect((await api(t.app).call('auth.logout', {})).status).toBe(200);
  });
});

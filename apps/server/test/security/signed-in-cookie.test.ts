import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

// The web app asks the server who is signed in only when it holds a token or the readable
// SIGNED_IN_COOKIE (apps/web/src/features/auth/api/check-auth.ts). That cookie must therefore
// go when the session does, or every later visit asks again and logs a 401.

type Cookies = Record<string, string>;

/** The cookies a reply sets, by name: a value, or '' for one it clears. */
function setCookies(headers: Record<string, unknown>): Cookies {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return Object.fromEntries(
    lines.map((line: string) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

describe("the web app's signed-in cookie", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const checkAuth = (cookies: Cookies) =>
    t.app.inject({ method: 'GET', url: '/api/auth/check-auth', cookies });
  const login = (email: string, cookies: Cookies) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { email, password: PASSWORD },
    });

  it('leaves a live session and its cookies alone', async () => {
    const { token } = await signUp(t.app);
    const response = await checkAuth({ token, [SIGNED_IN_COOKIE]: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('is cleared, with the session cookie, when that session is refused', async () => {
    const { token } = await signUp(t.app);
    expect((await api(t.app, token).call('auth.logout', {})).status).toBe(200);
    const response = await checkAuth({ token, [SIGNED_IN_COOKIE]: '1' });
    expect(response.statusCode).toBe(401);
    expect(setCookies(response.headers)).toEqual({ token: '', [SIGNED_IN_COOKIE]: '' });
  });

  it('is cleared when it comes without a session cookie', async () => {
    const response = await checkAuth({ [SIGNED_IN_COOKIE]: '1' });
    expect(response.statusCode).toBe(401);
    expect(setCookies(response.headers)).toEqual({ token: '', [SIGNED_IN_COOKIE]: '' });
  });

  it('is set afresh by a sign-in sent with a refused session cookie', async () => {
    const { user } = await signUp(t.app);
    const response = await login(user.email, { token: 'no-longer-valid', [SIGNED_IN_COOKIE]: '1' });
    expect(response.statusCode).toBe(200);
    const set = setCookies(response.headers);
    expect(set).toEqual({
      token: response.json<{ token: string }>().token,
      [SIGNED_IN_COOKIE]: '1',
    });
    expect((await checkAuth(set)).statusCode).toBe(200);
  });
});

describe("the web app's signed-in cookie on a page", () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'attire-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Attire</title>');
    t = await startTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });
  const page = (cookies: Cookies) => t.app.inject({ url: '/shop/home', cookies });

  it('comes back with the page for a session cookie that lost it (or predates it)', async () => {
    const { token } = await signUp(t.app);
    expect(setCookies((await page({ token })).headers)).toEqual({ [SIGNED_IN_COOKIE]: '1' });
    expect((await page({ token, [SIGNED_IN_COOKIE]: '1' })).headers['set-cookie']).toBeUndefined();
    expect((await page({})).headers['set-cookie']).toBeUndefined();
  });
});

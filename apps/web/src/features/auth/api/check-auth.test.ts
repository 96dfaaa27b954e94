import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@attire/contract';
import { authStore } from '@/lib/auth-store';
import { TOKEN_KEY } from '@/lib/storage-keys';
import { SHOPPER } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { checkAuth } from './check-auth';

const signedInCookie = (value: string, maxAge = 60) =>
  (document.cookie = `${SIGNED_IN_COOKIE}=${value}; Max-Age=${maxAge}; Path=/`);

describe('checking the stored login on load', () => {
  afterEach(() => signedInCookie('', 0));

  const answeringWith = (status: number) =>
    stubApi({
      'GET /auth/check-auth': () =>
        status === 200
          ? { body: { success: true, user: SHOPPER } }
          : { status, body: { success: false, message: 'Unauthorised' } },
    });

  it('does not ask the server when nobody has signed in on this browser', async () => {
    const api = answeringWith(401);
    authStore.reset();
    await checkAuth();
    expect(api.calls).toHaveLength(0);
    expect(authStore.getState()).toMatchObject({ isLoading: false, isAuthenticated: false });
  });

  it('asks when a sign-in left its cookie, and signs the visitor in', async () => {
    const api = answeringWith(200);
    signedInCookie('1');
    authStore.reset();
    await checkAuth();
    expect(api.calls).toHaveLength(1);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, user: SHOPPER });
  });

  it('asks when a token is stored, and forgets it when the server refuses it', async () => {
    const api = answeringWith(401);
    localStorage.setItem(TOKEN_KEY, 'stale');
    authStore.reset();
    expect(authStore.getState().token).toBe('stale');
    await checkAuth();
    expect(api.calls).toHaveLength(1);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, token: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

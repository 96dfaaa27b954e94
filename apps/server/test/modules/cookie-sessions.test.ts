import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type EndpointReply, type ErrorReply } from '@attire/contract';
import { api } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signUp, type Session } from '../support/fixtures.js';

const address = (userId: string) => ({
  userId,
  address: '12 Residency Road',
  city: 'Bengaluru',
  pincode: '560025',
  phone: '9876543210',
  notes: '',
});

/**
 * A session cookie authenticates reads; a change also needs the X-Requested-With header a page
 * of the shop sends, which a cross-site form cannot (CSRF).
 */
describe('cookie sessions and cross-site posts', () => {
  let t: TestApp;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = await signUp(t.app);
  });
  afterAll(() => t.close());

  const withCookie = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: object; requestedWith?: boolean } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      cookies: { token: shopper.token },
      headers: options.requestedWith ? { 'x-requested-with': 'XMLHttpRequest' } : {},
      ...(options.body && { payload: options.body }),
    });

  it('accepts the cookie alone for reading', async () => {
    const response = await withCookie('GET', '/auth/check-auth');
    expect(response.statusCode).toBe(200);
    expect(response.json<EndpointReply<'auth.checkAuth'>>().user.id).toBe(shopper.user.id);
  });

  it('refuses a change made with the cookie alone, as a cross-site form would', async () => {
    const product = await insertProduct(t.db);
    const attempts = [
      withCookie('POST', '/shop/address', { body: address(shopper.user.id) }),
      withCookie('PUT', '/shop/cart', {
        body: { userId: shopper.user.id, productId: product.id, quantity: 1 },
      }),
      withCookie('DELETE', `/shop/cart/${shopper.user.id}/${product.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorReply>()).toEqual({
        success: false,
        message: MESSAGES.crossSiteRefused,
      });
    }
    const list = await api(t.app, shopper.token).call('addresses.list', {
      params: { userId: shopper.user.id },
    });
    expect(list.body.addressList).toEqual([]);
  });

  it('allows the same change with the X-Requested-With header a page of the shop sends', async () => {
    const created = await withCookie('POST', '/shop/address', {
      body: address(shopper.user.id),
      requestedWith: true,
    });
    expect(created.statusCode).toBe(201);
    const product = await insertProduct(t.db);
    const added = await withCookie('POST', '/shop/cart', {
      body: { userId: shopper.user.id, productId: product.id, quantity: 2 },
      requestedWith: true,
    });
    expect(added.statusCode).toBe(200);
    const removed = await withCookie('DELETE', `/shop/cart/${shopper.user.id}/${product.id}`, {
      requestedWith: true,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<EndpointReply<'cart.deleteItem'>>().cart.items).toEqual([]);
  });

  it('does not let a cookie-only logout end the session, but a real one does', async () => {
    const session = await signUp(t.app);
    const logout = (requestedWith: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { token: session.token },
        headers: requestedWith ? { 'x-requested-with': 'XMLHttpRequest' } : {},
        payload: {},
      });
    const checkAuth = () => api(t.app, session.token).call('auth.checkAuth', {});
    await logout(false);
    expect((await checkAuth()).status).toBe(200);
    await logout(true);
    expect((await checkAuth()).status).toBe(401);
  });
});

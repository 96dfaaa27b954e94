import { describe, expect, it } from 'vitest';
import { decideRedirect } from './decide-redirect';

const guest = { isAuthenticated: false, role: undefined };
const shopper = { isAuthenticated: true, role: 'user' as const };
const admin = { isAuthenticated: true, role: 'admin' as const };

describe('route guard (spec section 2)', () => {
  it.each([
    ['/', guest, '/auth/login'],
    ['/', shopper, '/shop/home'],
    ['/', admin, '/admin/dashboard'],
  ])('redirects %s by state', (pathname, state, expected) => {
    expect(decideRedirect({ pathname, ...state })).toBe(expected);
  });

  it('sends visitors who are not signed in to login, except from login and register', () => {
    for (const pathname of ['/shop/home', '/shop/listing', '/admin/dashboard', '/nowhere']) {
      expect(decideRedirect({ pathname, ...guest })).toBe(
        `/auth/login?returnTo=${encodeURIComponent(pathname)}`,
      );
    }
    expect(decideRedirect({ pathname: '/auth/login', ...guest })).toBeNull();
    expect(decideRedirect({ pathname: '/auth/register', ...guest })).toBeNull();
  });

  it('takes signed-in accounts away from login and register to their home', () => {
    expect(decideRedirect({ pathname: '/auth/login', ...shopper })).toBe('/shop/home');
    expect(decideRedirect({ pathname: '/auth/register', ...shopper })).toBe('/shop/home');
    expect(decideRedirect({ pathname: '/auth/login', ...admin })).toBe('/admin/dashboard');
    expect(decideRedirect({ pathname: '/auth/register/', ...admin })).toBe('/admin/dashboard');
  });

  it('lets a visitor who is not signed in ask for and use a reset or verification link', () => {
    for (const pathname of [
      '/auth/forgot-password',
      '/auth/reset-password',
      '/auth/verify-email',
    ]) {
      expect(decideRedirect({ pathname, ...guest })).toBeNull();
    }
  });

  it('opens the pages of e-mailed links to signed-in accounts too, but not Forgot password', () => {
    for (const state of [shopper, admin]) {
      expect(decideRedirect({ pathname: '/auth/reset-password', ...state })).toBeNull();
      expect(decideRedirect({ pathname: '/auth/verify-email/', ...state })).toBeNull();
    }
    expect(decideRedirect({ pathname: '/auth/forgot-password', ...shopper })).toBe('/shop/home');
    expect(decideRedirect({ pathname: '/auth/forgot-password', ...admin })).toBe(
      '/admin/dashboard',
    );
  });

  it('keeps a shopper out of every admin path', () => {
    for (const pathname of ['/admin', '/admin/dashboard', '/admin/products', '/admin/orders/x']) {
      expect(decideRedirect({ pathname, ...shopper })).toBe('/shop/home');
    }
  });

  it('keeps an admin out of every shop path', () => {
    for (const pathname of ['/shop', '/shop/home', '/shop/checkout', '/shop/paypalReturnPage']) {
      expect(decideRedirect({ pathname, ...admin })).toBe('/admin/dashboard');
    }
  });

  it('lets each role stay on its own pages and on unknown paths (Page does not exist!)', () => {
    expect(decideRedirect({ pathname: '/shop/listing', ...shopper })).toBeNull();
    expect(decideRedirect({ pathname: '/admin/orders', ...admin })).toBeNull();
    expect(decideRedirect({ pathname: '/nowhere', ...shopper })).toBeNull();
    expect(decideRedirect({ pathname: '/administrator', ...shopper })).toBeNull();
  });

  it('carries the page and query asked for to sign-in, and leaves the return to that page', () => {
    const asked = { pathname: '/shop/listing', search: '?category=men', ...guest };
    const login = decideRedirect(asked);
    expect(login).toBe('/auth/login?returnTo=%2Fshop%2Flisting%3Fcategory%3Dmen');
    const search = login!.slice('/auth/login'.length);
    // Signed in, the sign-in page checks the address and goes there (login-page.test.tsx).
    expect(decideRedirect({ pathname: '/auth/login', search, ...shopper })).toBeNull();
    expect(decideRedirect({ pathname: '/auth/register', search, ...admin })).toBeNull();
    // The page asked for is then guarded as ever: an admin page takes a shopper home.
    expect(decideRedirect({ pathname: '/admin/orders', ...shopper })).toBe('/shop/home');
  });

  it('sends a visitor who just logged out to plain sign-in, not back to the page', () => {
    expect(decideRedirect({ pathname: '/shop/account', ...guest, loggedOut: true })).toBe(
      '/auth/login',
    );
  });
});

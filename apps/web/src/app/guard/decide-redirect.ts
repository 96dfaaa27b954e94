import type { Role } from '@attire/contract';
import { RETURN_TO } from '@/lib/return-to';

export const LOGIN_PATH = '/auth/login';
export const REGISTER_PATH = '/auth/register';
export const ADMIN_HOME = '/admin/dashboard';
export const SHOP_HOME = '/shop/home';

/** Pages for visitors who are not signed in; a signed-in account is taken home from them. */
const SIGNED_OUT_PAGES = [LOGIN_PATH, REGISTER_PATH, '/auth/forgot-password'];
/** Pages a link in an e-mail opens: whoever is signed in (or nobody) may use them. */
const LINK_PAGES = ['/auth/reset-password', '/auth/verify-email'];

export interface GuardInput {
  pathname: string;
  /** The query string: part of the page a visitor sent to sign in comes back to. */
  search?: string;
  isAuthenticated: boolean;
  /** Signed out by Logout: back to plain sign-in, not to return to this page. */
  loggedOut?: boolean;
  role: Role | undefined;
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Where a signed-in account belongs. */
export function homeFor(role: Role | undefined): string {
  return role === 'admin' ? ADMIN_HOME : SHOP_HOME;
}

/**
 * The route guard of spec section 2 as a pure decision: the path to send the visitor to, or
 * null to let them stay. Trailing slashes are ignored ('/shop/home/' is '/shop/home'). Forgot
 * your password? is a signed-out page like login and register; the pages of a reset or
 * verification link are open to everyone, as the link may be opened in any browser (an admin
 * opens a shopper's from the Messages page). A visitor sent to sign in comes back to the page
 * they asked for: its path and query ride in the login address, and the sign-in pages take
 * the account there (never to another site).
 */
export function decideRedirect({
  pathname,
  search = '',
  isAuthenticated,
  loggedOut = false,
  role,
}: GuardInput): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const onAuthPage = SIGNED_OUT_PAGES.some((page) => isUnder(path, page));

  if (LINK_PAGES.some((page) => isUnder(path, page))) return null;
  if (!isAuthenticated) {
    if (onAuthPage) return null;
    if (loggedOut || path === '/') return LOGIN_PATH;
    return `${LOGIN_PATH}?${RETURN_TO}=${encodeURIComponent(path + search)}`;
  }
  // Signed in on the way back to a page: the sign-in page checks the address and goes there
  // (then the guard runs again there, taking an account away from the other role's pages).
  if (onAuthPage) return search.includes(`${RETURN_TO}=`) ? null : homeFor(role);
  if (path === '/') return homeFor(role);
  if (role !== 'admin' && isUnder(path, '/admin')) return SHOP_HOME;
  if (role === 'admin' && isUnder(path, '/shop')) return ADMIN_HOME;
  return null;
}

import type { Role } from '@attire/contract';

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
  isAuthenticated: boolean;
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
 * opens a shopper's from the Messages page).
 */
export function decideRedirect({ pathname, isAuthenticated, role }: GuardInput): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const onAuthPage = SIGNED_OUT_PAGES.some((page) => isUnder(path, page));

  if (LINK_PAGES.some((page) => isUnder(path, page))) return null;
  if (!isAuthenticated) return onAuthPage ? null : LOGIN_PATH;
  if (path === '/' || onAuthPage) return homeFor(role);
  if (role !== 'admin' && isUnder(path, '/admin')) return SHOP_HOME;
  if (role === 'admin' && isUnder(path, '/shop')) return ADMIN_HOME;
  return null;
}

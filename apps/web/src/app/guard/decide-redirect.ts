import type { Role } from '@attire/contract';

export const LOGIN_PATH = '/auth/login';
export const REGISTER_PATH = '/auth/register';
export const ADMIN_HOME = '/admin/dashboard';
export const SHOP_HOME = '/shop/home';

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
 * null to let them stay. Trailing slashes are ignored ('/shop/home/' is '/shop/home').
 */
export function decideRedirect({ pathname, isAuthenticated, role }: GuardInput): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const onAuthPage = isUnder(path, LOGIN_PATH) || isUnder(path, REGISTER_PATH);

  if (!isAuthenticated) return onAuthPage ? null : LOGIN_PATH;
  if (path === '/' || onAuthPage) return homeFor(role);
  if (role !== 'admin' && isUnder(path, '/admin')) return SHOP_HOME;
  if (role === 'admin' && isUnder(path, '/shop')) return ADMIN_HOME;
  return null;
}

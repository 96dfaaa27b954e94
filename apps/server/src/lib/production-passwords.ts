import { isGuessablePassword } from './password-strength.js';

/** The demo passwords the README publishes: anyone may try them on a live shop. */
export const PUBLISHED_PASSWORDS = { admin: 'Admin@12345', demo: 'Shopper@12345' } as const;

/**
 * What is wrong with a password configured for a production server, as a line of the
 * configuration error naming its variable; undefined when nothing is.
 */
export function productionPasswordProblem(
  variable: 'ADMIN_PASSWORD' | 'DEMO_PASSWORD',
  account: { name?: string; email: string; password: string },
): string | undefined {
  const role = variable === 'ADMIN_PASSWORD' ? 'admin' : 'user';
  if (account.password === PUBLISHED_PASSWORDS[role === 'admin' ? 'admin' : 'demo']) {
    return `${variable}: must not be the password published in the README`;
  }
  if (isGuessablePassword(account.password, { ...account, role })) {
    return `${variable}: is too easy to guess; choose a longer one, such as a few unrelated words`;
  }
  return undefined;
}

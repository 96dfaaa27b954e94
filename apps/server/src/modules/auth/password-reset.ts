import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type ResetPasswordInput } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { mailMessages, users } from '../../db/schema/index.js';
import { findUserByEmail } from '../../lib/accounts.js';
import { validationError } from '../../lib/errors.js';
import { isGuessablePassword } from '../../lib/password-strength.js';
import { hashPassword } from '../../lib/passwords.js';
import type { LinkTokenSeal } from '../mail/link-tokens.js';
import { queueMail } from '../mail/queue-mail.js';
import {
  invalidToken,
  issueAccountToken,
  retireAccountTokens,
  useAccountToken,
} from './account-tokens.js';

/** The job that answers a "forgot password" request (see account-routes.ts for why a job). */
export const RESET_LINK_JOB = 'auth.reset-link';

/**
 * Sends a reset link to the account of `email`, if there is one. `requestId` names the request
 * (its job's id): a second run of the same job finds its e-mail written and sends nothing more.
 * The e-mail's row holds the token sealed, never in clear.
 */
export async function sendResetLink(
  db: Db,
  email: string,
  requestId: string,
  seal: LinkTokenSeal,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const eventKey = `reset-password:${requestId}`;
  await db.transaction(async (tx) => {
    const [written] = await tx
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(eq(mailMessages.eventKey, eventKey));
    if (written) return;
    const { token } = await issueAccountToken(tx, user, 'reset-password');
    await queueMail(tx, {
      kind: 'resetPassword',
      to: user.email,
      eventKey,
      data: { name: user.name, sealedToken: seal.seal(token) },
    });
  });
}

/**
 * Sets a new password from a reset link. The link works once; the other reset links of the
 * account stop working; every session of the account ends (its generation goes up); opening a
 * link sent to the address proves the address, so the account counts as verified; and the
 * owner is told by e-mail. Returns the account's e-mail, whose failed-login count is forgotten.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<string> {
  return db.transaction(async (tx) => {
    const token = await useAccountToken(tx, 'reset-password', input.token);
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId)).for('update');
    // A link sent to another address than the account's today proves nothing about it.
    if (!user || user.email.toLowerCase() !== token.email.toLowerCase()) {
      throw invalidToken('reset-password');
    }
    // Thrown before anything is written: the transaction ends and the link still works.
    if (isGuessablePassword(input.password, user)) {
      throw validationError({ password: [MESSAGES.passwordTooGuessable] });
    }
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash: await hashPassword(input.password),
        sessionGeneration: sql`${users.sessionGeneration} + 1`,
        emailVerified: true,
      })
      .where(eq(users.id, user.id))
      .returning({ sessionGeneration: users.sessionGeneration });
    await retireAccountTokens(tx, user.id, 'reset-password');
    await queueMail(tx, {
      kind: 'passwordChanged',
      to: user.email,
      eventKey: `password-changed:${user.id}:${updated!.sessionGeneration}`,
      data: { name: user.name, how: 'reset' },
    });
    return user.email;
  });
}

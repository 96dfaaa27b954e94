import { eq } from 'drizzle-orm';
import { MESSAGES } from '@attire/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import type { LinkTokenSeal } from '../mail/link-tokens.js';
import { queueMail } from '../mail/queue-mail.js';
import { invalidToken, issueAccountToken, useAccountToken } from './account-tokens.js';

type UserRow = typeof users.$inferSelect;

/** Writes a verification link for the account's address and queues its e-mail (token sealed). */
export async function queueVerification(
  db: DbOrTx,
  user: { id: string; name: string; email: string },
  seal: LinkTokenSeal,
): Promise<void> {
  const { id, token } = await issueAccountToken(db, user, 'verify-email');
  await queueMail(db, {
    kind: 'verifyEmail',
    to: user.email,
    eventKey: `verify-email:${id}`,
    data: { name: user.name, sealedToken: seal.seal(token) },
  });
}

/** A verification link opened: the account's address is verified (once per link). */
export async function verifyEmail(db: Db, token: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const used = await useAccountToken(tx, 'verify-email', token);
    const [user] = await tx.select().from(users).where(eq(users.id, used.userId)).for('update');
    if (!user || user.email.toLowerCase() !== used.email.toLowerCase()) {
      throw invalidToken('verify-email');
    }
    const [verified] = await tx
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, user.id))
      .returning();
    return verified!;
  });
}

/** Another verification e-mail for a signed-in account whose address is not verified yet. */
export async function resendVerification(
  db: Db,
  userId: string,
  seal: LinkTokenSeal,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new Error(`user ${userId} is gone`);
    if (user.emailVerified) throw conflict(MESSAGES.emailAlreadyVerified);
    await queueVerification(tx, user, seal);
  });
}

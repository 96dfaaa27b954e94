import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type ChangePasswordInput, type UpdateProfileInput } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { validationError } from '../../lib/errors.js';
import { isGuessablePassword } from '../../lib/password-strength.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { queueMail } from '../mail/queue-mail.js';
import { retireAccountTokens } from './account-tokens.js';
import { lockedOut } from './service.js';

type UserRow = typeof users.$inferSelect;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface PasswordChange {
  attempts: AttemptCounter;
  /** Wrong current passwords allowed per account in 15 minutes, as for logins per e-mail. */
  maxFailures: number;
  userId: string;
  input: ChangePasswordInput;
}

/**
 * A signed-in shopper changes their password, giving the current one (so a session left open
 * on a shared computer cannot take the account). Every session of the account ends; the caller
 * signs the one that asked in again with the returned generation, and reset links already sent
 * stop working. Wrong current passwords are counted like failed logins, so a stolen session
 * cannot guess the password either.
 */
export async function changePassword(db: Db, change: PasswordChange): Promise<UserRow> {
  const key = `password-change-failures:${change.userId}`;
  const attempt = await change.attempts.hit(key, FAILURE_WINDOW_MS);
  if (attempt.count > change.maxFailures) throw lockedOut(attempt.resetInMs);

  const [user] = await db.select().from(users).where(eq(users.id, change.userId));
  if (!user) throw new Error(`user ${change.userId} is gone`);
  if (!user.passwordHash) throw validationError({ currentPassword: [MESSAGES.noPasswordYet] });
  if (!(await verifyPassword(user.passwordHash, change.input.currentPassword))) {
    throw validationError({ currentPassword: [MESSAGES.currentPasswordWrong] });
  }
  await change.attempts.reset(key);
  if (isGuessablePassword(change.input.password, user)) {
    throw validationError({ password: [MESSAGES.passwordTooGuessable] });
  }
  const passwordHash = await hashPassword(change.input.password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, sessionGeneration: sql`${users.sessionGeneration} + 1` })
      .where(eq(users.id, user.id))
      .returning();
    // A reset link asked for before (perhaps by whoever made the owner change it) dies too.
    await retireAccountTokens(tx, user.id, 'reset-password');
    await queueMail(tx, {
      kind: 'passwordChanged',
      to: updated!.email,
      eventKey: `password-changed:${user.id}:${updated!.sessionGeneration}`,
      data: { name: updated!.name, how: 'change' },
    });
    return updated!;
  });
}

export async function updateProfile(
  db: Db,
  userId: string,
  input: UpdateProfileInput,
): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ name: input.name })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new Error(`user ${userId} is gone`);
  return updated;
}

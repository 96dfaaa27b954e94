import { eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  tooManyAttemptsMessage,
  type LoginInput,
  type RegisterInput,
} from '@attire/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { findUserByEmail } from '../../lib/accounts.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import {
  AppError,
  conflict,
  forbidden,
  isUniqueViolation,
  tooManyRequests,
  validationError,
} from '../../lib/errors.js';
import { isGuessablePassword } from '../../lib/password-strength.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { LinkTokenSeal } from '../mail/link-tokens.js';
import { queueVerification } from './email-verification.js';
import type { GoogleIdentity } from './google.js';

type UserRow = typeof users.$inferSelect;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const emailTaken = () => conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });

/**
 * Registration always makes a shopper (admins come from configuration or the CLI), and queues
 * the e-mail that verifies the address, in the same transaction.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  seal: LinkTokenSeal,
): Promise<UserRow> {
  if (isGuessablePassword(input.password, input)) {
    throw validationError({ password: [MESSAGES.passwordTooGuessable] });
  }
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, role: 'user', passwordHash })
        .returning();
      // The shopper may shop at once; the link proves the address whenever it is opened.
      await queueVerification(tx, user!, seal);
      return user!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Checks e-mail and password. Unknown e-mail and wrong password fail alike, and an e-mail with
 * too many recent failures is locked for the rest of the window whatever the password.
 *
 * The attempt is counted before the password is checked, so that guesses sent in parallel
 * cannot all pass a check made before any of them failed; a success forgets the count.
 */
export async function loginWithPassword(
  db: Db,
  attempts: AttemptCounter,
  maxFailures: number,
  input: LoginInput,
): Promise<UserRow> {
  const key = `login-failures:${input.email}`;
  const attempt = await attempts.hit(key, LOGIN_WINDOW_MS);
  if (attempt.count > maxFailures) throw lockedOut(attempt.resetInMs);

  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user?.passwordHash || !valid) throw new AppError(401, MESSAGES.invalidCredentials);
  await attempts.reset(key);
  return user;
}

/** 429 for a key with too many recent failures, saying when to try again. */
export function lockedOut(resetInMs: number) {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return tooManyRequests(tooManyAttemptsMessage(seconds), seconds);
}

/**
 * Finds or creates the account of a verified Google identity. An existing shopper with the
 * same (Google-verified) e-mail is linked to it rather than duplicated.
 *
 * Admin accounts are never reached this way: whoever controls the Google account (or, through
 * Firebase, any provider that vouches for the e-mail) would become admin, bypassing the admin's
 * password. An admin who wants Google sign-in would have to link it deliberately, which the shop
 * does not offer yet.
 */
export async function signInWithGoogle(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
  if (linked) return refuseAdmin(linked);

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    refuseAdmin(existing);
    const [updated] = await db
      .update(users)
      .set({
        googleSubject: identity.subject,
        profileImage: existing.profileImage ?? identity.picture ?? null,
        emailVerified: true,
        ...(!existing.emailVerified && existing.passwordHash !== null && forgetUnprovenPassword()),
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated!;
  }
  try {
    const [created] = await db
      .insert(users)
      .values({
        name: identity.name?.trim() || identity.email.split('@')[0]!,
        email: identity.email,
        role: 'user',
        googleSubject: identity.subject,
        profileImage: identity.picture ?? null,
        // Google vouched for the address (createGoogleVerifier refuses unverified ones).
        emailVerified: true,
      })
      .returning();
    return created!;
  } catch (error) {
    // Two first sign-ins at once: the other one created the account.
    if (isUniqueViolation(error)) return signInWithGoogle(db, identity);
    throw error;
  }
}

/**
 * An account registered with a password for an address nobody proved may have been made by
 * someone else, waiting for the owner to arrive through Google ("pre-account takeover"): once
 * Google proves the owner, that password and every session made with it end. The owner can set
 * a password with "Forgot your password?".
 */
function forgetUnprovenPassword() {
  return { passwordHash: null, sessionGeneration: sql`${users.sessionGeneration} + 1` };
}

/** A shopper passes; an admin (even one linked while still a shopper) is refused. */
function refuseAdmin(user: UserRow): UserRow {
  if (user.role === 'admin') throw forbidden(MESSAGES.googleAdminRefused);
  return user;
}

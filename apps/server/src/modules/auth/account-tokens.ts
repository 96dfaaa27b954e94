import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { MESSAGES } from '@attire/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { type ACCOUNT_TOKEN_PURPOSES, accountTokens } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export type TokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
type AccountTokenRow = typeof accountTokens.$inferSelect;

const MINUTE = 60_000;
/** How long a link works: a reset link briefly (it opens the account), a verification link a week. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'reset-password': 60 * MINUTE,
  'verify-email': 7 * 24 * 60 * MINUTE,
};

const REFUSALS: Record<TokenPurpose, { invalid: string; used: string; expired: string }> = {
  'reset-password': {
    invalid: MESSAGES.resetLinkInvalid,
    used: MESSAGES.resetLinkUsed,
    expired: MESSAGES.resetLinkExpired,
  },
  'verify-email': {
    invalid: MESSAGES.verifyLinkInvalid,
    used: MESSAGES.verifyLinkUsed,
    expired: MESSAGES.verifyLinkExpired,
  },
};

// 256 random bits: guessing one is hopeless, so a fast hash is enough to keep the table useless
// to whoever reads it (a slow one like argon2 is for the low entropy of passwords).
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link secret (and its row's id) for the account's `email`; only its hash is stored. The account's
 * tokens that have expired are dropped on the way, which keeps the table small.
 */
export async function issueAccountToken(
  db: DbOrTx,
  user: { id: string; email: string },
  purpose: TokenPurpose,
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, user.id), lt(accountTokens.expiresAt, new Date())));
  const [row] = await db
    .insert(accountTokens)
    .values({
      userId: user.id,
      purpose,
      tokenHash: hashOf(token),
      email: user.email,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    })
    .returning({ id: accountTokens.id });
  return { id: row!.id, token };
}

/**
 * Uses a link's token once, in the caller's transaction: the row is locked, so two requests with
 * the same link cannot both pass; a refusal (unknown, used, expired) is a 400 that says which.
 */
export async function useAccountToken(
  tx: Tx,
  purpose: TokenPurpose,
  token: string,
): Promise<AccountTokenRow> {
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashOf(token)), eq(accountTokens.purpose, purpose)))
    .for('update');
  const refusals = REFUSALS[purpose];
  if (!row) throw new AppError(400, refusals.invalid);
  if (row.usedAt) throw new AppError(400, refusals.used);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError(400, refusals.expired);
  await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, row.id));
  return row;
}

/** Ends the account's other links of a purpose (a reset makes older reset links useless). */
export async function retireAccountTokens(tx: Tx, userId: string, purpose: TokenPurpose) {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

export const invalidToken = (purpose: TokenPurpose) => new AppError(400, REFUSALS[purpose].invalid);

/** Drops the links that expired more than a day ago, used or not: they can only be refused. */
export async function purgeExpiredTokens(db: DbOrTx): Promise<void> {
  await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, new Date(Date.now() - 24 * 60 * MINUTE)));
}

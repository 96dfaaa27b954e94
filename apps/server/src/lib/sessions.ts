import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { revokedTokens, users } from '../db/schema/index.js';
import type { SessionUser } from '../types.js';
import type { TokenClaims } from './tokens.js';

// Session lookup lives below the modules: the auth plugin checks every request with it, and
// logging out (in modules/auth) revokes through it.

/**
 * The token's user, read fresh (so a role change or deletion applies at once), unless the token
 * was revoked (logout) or signed before the account's sessions were ended (a password reset or
 * change raises the generation).
 */
export async function findSessionUser(db: Db, claims: TokenClaims): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      profileImage: users.profileImage,
      emailVerified: users.emailVerified,
      sessionGeneration: users.sessionGeneration,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.tokenId})`,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row || row.revoked || row.sessionGeneration !== claims.generation) return null;
  const { revoked: _revoked, ...user } = row;
  return { ...user, tokenId: claims.tokenId, tokenExpiresAt: claims.expiresAt };
}

export async function revokeToken(db: Db, tokenId: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti: tokenId, expiresAt }).onConflictDoNothing();
  // Expired tokens are refused anyway; forgetting them keeps the table small.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

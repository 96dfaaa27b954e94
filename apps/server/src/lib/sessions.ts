import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedRows } from '../db/prepared.js';
import { revokedTokens } from '../db/schema/index.js';
import { batchedReads } from './batched-reads.js';
import type { SessionUser } from '../types.js';
import type { TokenClaims } from './tokens.js';

// Session lookup lives below the modules: the auth plugin checks every request with it, and
// logging out (in modules/auth) revokes through it.

/**
 * Finds the user of a token, read fresh (so a role change or deletion applies at once), unless
 * the token was revoked (logout) or signed before the account's sessions were ended (a password
 * reset or change raises the generation). Lookups that arrive together are read in one
 * statement (batchedReads), each by a statement sent after it arrived.
 */
export function createSessionLookup(db: Db): (claims: TokenClaims) => Promise<SessionUser | null> {
  return batchedReads((tokens: TokenClaims[]) => findSessionUsers(db, tokens));
}

/** For each token (in order), its session's user, or null. One statement. */
async function findSessionUsers(db: Db, tokens: TokenClaims[]): Promise<(SessionUser | null)[]> {
  const userIds = [...new Set(tokens.map((claims) => claims.userId))];
  const tokenIds = [...new Set(tokens.map((claims) => claims.tokenId))];
  // Raw SQL rather than the query builder: building the query and mapping its rows cost more
  // than the database's answer.
  const rows = await preparedRows<SessionRow>(
    db,
    'session-users',
    sql`
    select u.id, u.name, u.email, u.role, u.profile_image as "profileImage",
      u.email_verified as "emailVerified", u.session_generation as "sessionGeneration",
      array(select r.jti from revoked_tokens r
        where r.jti = any(${sql.param(tokenIds)}::text[])) as revoked
    from users u where u.id = any(${sql.param(userIds)}::uuid[])`,
  );
  const revoked = new Set(rows[0]?.revoked ?? []);
  const byId = new Map(rows.map(({ revoked: _revoked, ...user }) => [user.id, user]));
  return tokens.map((claims) => {
    const user = byId.get(claims.userId);
    if (!user || revoked.has(claims.tokenId) || user.sessionGeneration !== claims.generation) {
      return null;
    }
    return { ...user, tokenId: claims.tokenId, tokenExpiresAt: claims.expiresAt };
  });
}

/** The user's columns a session carries, and the batch's revoked token ids on every row. */
type SessionRow = Omit<SessionUser, 'tokenId' | 'tokenExpiresAt'> & { revoked: string[] };

export async function revokeToken(db: Db, tokenId: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti: tokenId, expiresAt }).onConflictDoNothing();
  // Expired tokens are refused anyway; forgetting them keeps the table small.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

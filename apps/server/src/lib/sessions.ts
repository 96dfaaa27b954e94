import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedRows } from '../db/prepared.js';
import { revokedTokens } from '../db/schema/index.js';
import type { SessionUser } from '../types.js';
import type { TokenClaims } from './tokens.js';

// Session lookup lives below the modules: the auth plugin checks every request with it, and
// logging out (in modules/auth) revokes through it.

/** A batch holds at most this many lookups. */
const BATCH_MAX = 200;

interface Waiting {
  claims: TokenClaims;
  resolve: (user: SessionUser | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Finds the user of a token, read fresh (so a role change or deletion applies at once), unless
 * the token was revoked (logout) or signed before the account's sessions were ended (a password
 * reset or change raises the generation).
 *
 * Requests that arrive together are looked up together: those read in one turn of the event
 * loop go in one statement, and while it is out, the lookups that arrive wait and then go in
 * the next, one statement for them all. Under load that replaces many round trips with one
 * (sending a query was the largest cost of a signed-in request). Each lookup is answered by a
 * statement sent after it arrived, so it sees every change committed before its request.
 */
export function createSessionLookup(db: Db): (claims: TokenClaims) => Promise<SessionUser | null> {
  let waiting: Waiting[] = [];
  let running = false;

  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, BATCH_MAX);
      waiting = waiting.slice(BATCH_MAX);
      try {
        const users = await findSessionUsers(
          db,
          batch.map((entry) => entry.claims),
        );
        batch.forEach((entry, at) => entry.resolve(users[at] ?? null));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running = false;
  }

  return (claims) =>
    new Promise((resolve, reject) => {
      waiting.push({ claims, resolve, reject });
      if (running) return;
      // Started once the requests that came in with this one have asked too: a server
      // that is busy reads many at a time, and they go out in one statement.
      running = true;
      setImmediate(() => void drain());
    });
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

import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'attire';
// The subject is a user id, looked up in a uuid column: anything else names no user, and
// reaching the database with it would be a server error rather than a refused token.
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Tokens whose signature was checked, remembered so that the next request skips the check. */
const VERIFIED_KEPT = 10_000;

export interface TokenClaims {
  userId: string;
  tokenId: string;
  expiresAt: Date;
  /** The account's session generation when the token was signed (0 for older tokens). */
  generation: number;
}

/** Signs and checks the shop's own session tokens (HS256, with an id so they can be revoked). */
export function createTokenService(secret: string) {
  // Imported once: given the raw secret, jose would import it again for every token, which
  // took about 7% of the CPU time of a signed-in listing under load.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, TokenClaims>();
  return {
    /** A session of the user; `generation` is the account's current session generation. */
    async sign(userId: string, generation = 0): Promise<string> {
      return new SignJWT({ gen: generation })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
        .sign(await key);
    },
    /**
     * The token's claims, or null for anything forged, expired or malformed. A token verified
     * once is verified for good (the same text carries the same signature), except that it
     * expires: the claims of recently seen tokens are kept, and only the expiry is checked
     * again, which spares every request after a session's first the HMAC (about a tenth of
     * the CPU time of a signed-in request). Whether the session still stands (logout, password
     * change) is the session lookup's question, asked on every request.
     */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      const claims = await verifyAnew(token);
      if (claims) {
        // The oldest first: a Map iterates in insertion order.
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, Object.freeze(claims));
      }
      return claims;
    },
  };

  async function verifyAnew(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      const { sub, jti, exp, gen = 0 } = payload;
      if (!sub || !USER_ID.test(sub) || typeof jti !== 'string' || !jti || !exp) return null;
      if (!Number.isSafeInteger(gen) || (gen as number) < 0) return null;
      return {
        userId: sub,
        tokenId: jti,
        expiresAt: new Date(exp * 1000),
        generation: gen as number,
      };
    } catch {
      return null;
    }
  }
}
export type TokenService = ReturnType<typeof createTokenService>;

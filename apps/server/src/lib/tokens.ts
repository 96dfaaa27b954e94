import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'attire';
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  tokenId: string;
  expiresAt: Date;
}

/** Signs and checks the shop's own session tokens (HS256, with an id so they can be revoked). */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId: string): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    /** The token's claims, or null for anything forged, expired or malformed. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (!payload.sub || !payload.jti || !payload.exp) return null;
        return {
          userId: payload.sub,
          tokenId: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

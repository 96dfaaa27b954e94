import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string;
  name?: string;
  picture?: string;
}

/**
 * Verifies Firebase ID tokens against Google's published keys: signature, issuer, audience,
 * expiry and a verified e-mail. Returns null for anything that fails.
 */
export function createGoogleVerifier(projectId: string, jwksUrl: string) {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  return async (idToken: string): Promise<GoogleIdentity | 'unverified-email' | null> => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: `https://securetoken.google.com/${projectId}`,
        audience: projectId,
        algorithms: ['RS256'],
      });
      if (!payload.sub || typeof payload.email !== 'string') return null;
      if (payload.email_verified !== true) return 'unverified-email';
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        name: typeof payload.name === 'string' ? payload.name : undefined,
        picture: typeof payload.picture === 'string' ? payload.picture : undefined,
      };
    } catch {
      return null;
    }
  };
}
export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;

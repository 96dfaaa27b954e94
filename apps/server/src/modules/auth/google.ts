import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string;
  name?: string;
  picture?: string;
}

// A signed token is trusted for who it names, not for being storable: its claims are held to
// what the users table takes (no NUL or control characters, bounded lengths).
const FIREBASE_UID = /^[\x21-\x7e]{1,128}$/;
const PLAIN_EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;
const HTTP_URL = /^https:\/\/[\x21-\x7e]{1,2040}$/;

const isControlCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

function displayName(claim: unknown): string | undefined {
  if (typeof claim !== 'string') return undefined;
  const name = [...claim].filter((character) => !isControlCharacter(character)).join('');
  return name.trim().slice(0, 100) || undefined;
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
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
      const storable = PLAIN_EMAIL.test(email) && ![...email].some(isControlCharacter);
      if (!FIREBASE_UID.test(payload.sub ?? '') || !storable) return null;
      if (payload.email_verified !== true) return 'unverified-email';
      return {
        subject: payload.sub!,
        email,
        name: displayName(payload.name),
        picture:
          typeof payload.picture === 'string' && HTTP_URL.test(payload.picture)
            ? payload.picture
            : undefined,
      };
    } catch {
      return null;
    }
  };
}
export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;

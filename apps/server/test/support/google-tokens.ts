import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export const GOOGLE_PROJECT = 'attire-test-project';

/**
 * Google's side of a sign-in, on loopback: a JWKS endpoint with one key, and ID tokens for an
 * e-mail signed with it as Firebase would issue them. `env` points the shop at it.
 */
export async function startGoogleKeys() {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      FIREBASE_PROJECT_ID: GOOGLE_PROJECT,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`,
    },
    idToken(email: string, name = 'Google User') {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email, email_verified: true, name })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(`https://securetoken.google.com/${GOOGLE_PROJECT}`)
        .setAudience(GOOGLE_PROJECT)
        .setSubject(randomUUID().replaceAll('-', ''))
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

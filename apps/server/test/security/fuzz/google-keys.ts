import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { LONG_STRING } from './odd-values.js';

const PROJECT = 'attire-fuzz-project';
const KID = 'fuzz-key';

/** What Google's token service might put in an ID token, odd parts included. */
const CLAIMS: Record<string, unknown>[] = [
  { name: 'Priya Nair', email: 'priya@gmail.com', email_verified: true },
  { name: 'Priya Again', email: 'PRIYA@GMAIL.COM', email_verified: true },
  { name: 'nul\u0000name', email: 'nul@gmail.com', email_verified: true },
  { name: LONG_STRING, email: 'long@gmail.com', email_verified: true },
  { name: '\u202e😀', email: 'emoji@gmail.com', picture: `https://x/${'p'.repeat(5000)}` },
  { name: '   ', email: "%_\\'@gmail.com", email_verified: true },
  { email: 'unverified@gmail.com', email_verified: false },
  { name: 'No e-mail', email_verified: true },
  { name: 42, email: ['a@gmail.com'], email_verified: 'yes', picture: {} },
  { sub: 'subject\u0000nul', name: 'Odd Subject', email: 'sub@gmail.com', email_verified: true },
];

/**
 * A stand-in for Google's key server, so that the app's Google sign-in is configured (the
 * fuzzer expects no 503) and signed ID tokens with odd claims reach the account code.
 */
export async function startGoogleKeys() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const now = Math.floor(Date.now() / 1000);
  const idTokens = await Promise.all(
    CLAIMS.map((claims, index) =>
      new SignJWT({ sub: `subject-${index}`, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
        .setIssuer(`https://securetoken.google.com/${PROJECT}`)
        .setAudience(PROJECT)
        .setIssuedAt(now - 60)
        .setExpirationTime(now + 3600)
        .sign(privateKey),
    ),
  );
  return {
    env: { FIREBASE_PROJECT_ID: PROJECT, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks.json` },
    /** Signed tokens, each with a note of what is odd in its claims (the first is ordinary). */
    idTokens: idTokens.map((token, index) => ({
      token,
      note: index ? `Google ID token with claims ${describeClaims(CLAIMS[index]!)}` : undefined,
    })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function describeClaims(claims: Record<string, unknown>): string {
  const text = JSON.stringify(claims);
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}

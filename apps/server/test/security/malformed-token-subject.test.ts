import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';

// Finding 13: a token signed with the real secret but whose subject is not a user id reached
// the database's uuid column and came back as a 500. Whatever its claims, a token that names no
// session is a 401.

// test/support/app.ts's JWT_SECRET: these tokens carry a valid signature.
const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

/** A token signed as the server signs its own, with the claims given (and only those). */
function token(claims: { sub?: string; jti?: string; exp?: boolean }) {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('attire');
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  if (claims.jti !== undefined) jwt.setJti(claims.jti);
  if (claims.exp !== false) jwt.setExpirationTime('1h');
  return jwt.setIssuedAt().sign(SECRET);
}

describe('a validly signed token with malformed claims', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a subject that is not a user id', { sub: 'not-a-uuid', jti: randomUUID() }],
    ['a subject of SQL', { sub: "' or 1=1 --", jti: randomUUID() }],
    ['no token id', { sub: randomUUID() }],
    ['no expiry', { sub: randomUUID(), jti: randomUUID(), exp: false }],
    ['no subject', { jti: randomUUID() }],
  ])('answers 401 for %s', async (_case, claims) => {
    const signed = await token(claims);
    const check = await api(t.app, signed).call('auth.checkAuth', {});
    expect(check.status).toBe(401);
    expect(check.error).toEqual({ success: false, message: MESSAGES.sessionExpired });

    // A public call reads the session too: logging out with it is no server error either.
    const logout = await api(t.app, signed).call('auth.logout', {});
    expect(logout.status).toBe(200);
  });
});

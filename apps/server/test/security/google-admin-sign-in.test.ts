import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { users } from '../../src/db/schema/index.js';
import { upsertAdmin } from '../../src/lib/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Finding 12: a Google ID token for an admin's e-mail signed in as that admin, so whoever
// held that Google account (or any provider Firebase lets vouch for the e-mail) was admin,
// without the admin's password. Admin accounts are now out of reach of Google sign-in.

const PROJECT = 'attire-test-project';
const KID = 'google-admin-test-key';
const REFUSED = { success: false, message: MESSAGES.googleAdminRefused };

describe('Google sign-in for an admin account', () => {
  let t: TestApp;
  let jwks: Server;
  let googleKey: CryptoKey;

  /** A valid Firebase ID token, as Google's secure token service would issue it. */
  const idToken = (email: string, sub: string = randomUUID().replaceAll('-', '')) =>
    new SignJWT({ email, email_verified: true, firebase: { sign_in_provider: 'google.com' } })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setAudience(PROJECT)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(googleKey);
  const signIn = async (token: Promise<string>) =>
    api(t.app).call('auth.google', { body: { idToken: await token } });
  const googleSubjectOf = async (id: string) =>
    (await t.db.select({ sub: users.googleSubject }).from(users).where(eq(users.id, id)))[0]?.sub;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    googleKey = pair.privateKey;
    const key = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    jwks = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [key] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const { port } = jwks.address() as AddressInfo;
    t = await startTestApp({
      env: { FIREBASE_PROJECT_ID: PROJECT, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks` },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => jwks?.close(resolve));
  });

  it("refuses with 403 and leaves the admin's account unlinked", async () => {
    const email = `ops-${randomUUID().slice(0, 8)}@gmail.com`;
    const admin = await upsertAdmin(t.db, { name: 'Ops', email, password: PASSWORD });

    const response = await signIn(idToken(email.toUpperCase()));
    expect(response.status).toBe(403);
    expect(response.error).toEqual(REFUSED);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await googleSubjectOf(admin.id)).toBeNull();
    // The admin still signs in the usual way.
    const login = await api(t.app).call('auth.login', { body: { email, password: PASSWORD } });
    expect(login.body.user).toMatchObject({ id: admin.id, role: 'admin' });
  });

  it('refuses a shopper linked to Google once the shopper is made admin', async () => {
    const email = `promoted-${randomUUID().slice(0, 8)}@gmail.com`;
    const sub = randomUUID().replaceAll('-', '');
    const { user } = await signUp(t.app, { email });
    expect((await signIn(idToken(email, sub))).status).toBe(200);
    await upsertAdmin(t.db, { name: 'Promoted', email, password: PASSWORD });

    const response = await signIn(idToken(email, sub));
    expect(response.status).toBe(403);
    expect(response.error).toEqual(REFUSED);
    expect(await googleSubjectOf(user.id)).toBe(sub);
  });
});

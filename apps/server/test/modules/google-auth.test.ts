import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, AUTH_MESSAGES, type EndpointInput } from '@attire/contract';
import { users } from '../../src/db/schema/index.js';
import { api } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, signUp } from '../support/fixtures.js';

/** What the client may send besides the ID token: hints the server must not trust. */
type Hints = Omit<EndpointInput<'auth.google'>['body'], 'idToken'>;

const PROJECT = 'attire-test-project';
const KID = 'test-key-1';

interface IdTokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  picture?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  key?: CryptoKey;
  kid?: string;
}

describe('Google sign-in', () => {
  let t: TestApp;
  let jwks: Server;
  let googleKey: CryptoKey;
  let strangerKey: CryptoKey;

  /** A Firebase-style ID token, as Google's secure token service issues it. */
  const idToken = (options: IdTokenOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      email: options.email ?? `g-${randomUUID().slice(0, 8)}@gmail.com`,
      email_verified: options.emailVerified ?? true,
      auth_time: now,
      firebase: { sign_in_provider: 'google.com' },
    };
    if (options.name !== undefined) claims.name = options.name;
    if (options.picture !== undefined) claims.picture = options.picture;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
      .setIssuer(options.issuer ?? `https://securetoken.google.com/${PROJECT}`)
      .setAudience(options.audience ?? PROJECT)
      .setSubject(options.sub ?? randomUUID().replaceAll('-', ''))
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .sign(options.key ?? googleKey);
  };
  const signIn = async (token: string | Promise<string>, hints: Hints = {}) =>
    api(t.app).call('auth.google', { body: { idToken: await token, ...hints } });
  const countUsers = async (email: string) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    )[0]?.n;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    googleKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    jwks = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const { port } = jwks.address() as AddressInfo;
    t = await startTestApp({
      env: {
        FIREBASE_PROJECT_ID: PROJECT,
        GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => jwks?.close(resolve));
  });

  it('creates a shopper on the first sign-in and finds the same one on the next', async () => {
    const sub = randomUUID();
    const email = `priya-${randomUUID().slice(0, 6)}@gmail.com`;
    const picture = 'https://lh3.googleusercontent.com/a/priya.png';
    const first = await signIn(idToken({ sub, email, name: 'Priya Nair', picture }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      user: { name: 'Priya Nair', email, role: 'user', profileImage: picture },
    });
    const check = await api(t.app, first.body.token).call('auth.checkAuth', {});
    expect(check.body.user.id).toBe(first.body.user.id);

    const second = await signIn(idToken({ sub, email, name: 'Priya Nair', picture }));
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(await countUsers(email)).toBe(1);
  });

  it('links an existing e-mail account instead of making a second one', async () => {
    const email = `linked-${randomUUID().slice(0, 6)}@gmail.com`;
    const { user } = await signUp(t.app, { email, name: 'Rohan' });
    // Rohan proved the address first (an unproved one loses its password: email-verification.test.ts).
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const response = await signIn(idToken({ email: email.toUpperCase(), name: 'Rohan G' }));
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ id: user.id, email, role: 'user' });
    expect(await countUsers(email)).toBe(1);
    // The password still works after linking.
    const login = await api(t.app).call('auth.login', { body: { email, password: PASSWORD } });
    expect(login.body.user.id).toBe(user.id);
  });

  it.each([
    ['an audience of another project', () => idToken({ audience: 'someone-elses-project' })],
    ['an issuer other than Google', () => idToken({ issuer: 'https://evil.example.com' })],
    ['an expired token', () => idToken({ expiresAt: Math.floor(Date.now() / 1000) - 60 })],
    ['a token signed by another key', () => idToken({ key: strangerKey })],
    ['a key id Google never published', () => idToken({ key: strangerKey, kid: 'unknown' })],
    ['a token that is not a JWT at all', async () => 'definitely-not-a-jwt'],
  ])('refuses %s with 401', async (_case, makeToken) => {
    const email = `refused-${randomUUID().slice(0, 6)}@gmail.com`;
    const response = await signIn(makeToken(), { email, name: 'Mallory' });
    expect(response.status).toBe(401);
    expect(response.error).toEqual({ success: false, message: MESSAGES.googleTokenInvalid });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await countUsers(email)).toBe(0);
  });

  it('refuses a token whose e-mail Google has not verified', async () => {
    const email = `unverified-${randomUUID().slice(0, 6)}@gmail.com`;
    const response = await signIn(idToken({ email, emailVerified: false }));
    expect(response.status).toBe(401);
    expect(response.error).toEqual({ success: false, message: MESSAGES.googleEmailUnverified });
    expect(await countUsers(email)).toBe(0);
  });

  it("takes the name, e-mail and picture from the token, never from the body's hints", async () => {
    const victim = await signUp(t.app);
    const email = `honest-${randomUUID().slice(0, 6)}@gmail.com`;
    const response = await signIn(
      idToken({ email, name: 'Token Name', picture: 'https://lh3.googleusercontent.com/t.png' }),
      {
        email: victim.user.email,
        name: 'Body Name',
        profileImage: 'https://evil.example.com/x.png',
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      email,
      name: 'Token Name',
      profileImage: 'https://lh3.googleusercontent.com/t.png',
    });
    expect(response.body.user.id).not.toBe(victim.user.id);
    const [victimRow] = await t.db.select().from(users).where(eq(users.id, victim.user.id));
    expect(victimRow?.googleSubject).toBeNull();
  });

  it('keeps what a signed token says to what an account can hold', async () => {
    // Google signed it, but a NUL cannot be stored: the subject is refused, the name cleaned.
    const oddSubject = await signIn(idToken({ sub: 'uid\u0000x' }));
    expect(oddSubject.status).toBe(401);
    expect(oddSubject.error.message).toBe(MESSAGES.googleTokenInvalid);

    const odd = await signIn(idToken({ name: ' Ann\u0000 Lee\n', picture: 'javascript:alert(1)' }));
    expect(odd.status).toBe(200);
    expect(odd.body.user.name).toBe('Ann Lee');
    expect(odd.body.user.profileImage).toBeUndefined();
  });

  it('refuses a body without an idToken as a validation error', async () => {
    // A raw call: the contract's types would not let the idToken be left out.
    const response = await api(t.app).post('/auth/google', { email: 'a@gmail.com' });
    expect(response.status).toBe(400);
    expect(response.error.errors?.idToken).toBeDefined();
  });

  it('answers 503 with a clear message when Google sign-in is not configured', async () => {
    const bare = await startTestApp();
    try {
      const response = await api(bare.app).call('auth.google', {
        body: { idToken: await idToken() },
      });
      expect(response.status).toBe(503);
      expect(response.error).toEqual({
        success: false,
        message: AUTH_MESSAGES.googleNotConfigured,
      });
    } finally {
      await bare.close();
    }
  });
});

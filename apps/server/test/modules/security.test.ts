import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ErrorReply } from '@attire/contract';
import { api } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, signUp, type Session } from '../support/fixtures.js';

const CLIENT_ORIGIN = 'http://shop.example.com';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SOMETHING_WENT_WRONG = { success: false, message: 'Something went wrong!' };

/** Every route of the API contract, by area, as OpenAPI writes it (parameter names aside). */
const CONTRACT_ROUTES = [
  'post /auth/register, post /auth/login, post /auth/google, post /auth/logout',
  'get /auth/check-auth, get /health',
  'post /admin/products/upload-image, get /admin/products, post /admin/products',
  'put /admin/products/{}, delete /admin/products/{}',
  'get /shop/products, get /shop/products/{}, get /shop/products/search/{}',
  'get /shop/cart/{}, post /shop/cart, put /shop/cart, delete /shop/cart/{}/{}',
  'get /shop/address/{}, post /shop/address',
  'put /shop/address/{}/{}, delete /shop/address/{}/{}',
  'post /shop/order, post /shop/order/capture',
  'get /shop/order/list/{}, get /shop/order/details/{}',
  'get /admin/order, get /admin/order/{}, put /admin/order/{}',
  'get /shop/review/{}, post /shop/review',
  'get /features, post /features, delete /features/{}',
].flatMap((line) => line.split(', ').map((route) => route.replace(' /', ' /api/')));

describe('security', () => {
  let t: TestApp;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp({ env: { CLIENT_ORIGIN } });
    shopper = await signUp(t.app);
  });
  afterAll(() => t.close());

  describe('headers', () => {
    it('sends security headers on successes and failures alike', async () => {
      for (const url of ['/health', '/auth/check-auth', '/no/such/route']) {
        const { headers } = await api(t.app).get(url);
        expect(headers['content-security-policy']).toContain("default-src 'self'");
        expect(headers['content-security-policy']).toContain("object-src 'none'");
        expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
        expect(headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'referrer-policy': 'no-referrer',
        });
        expect(headers['strict-transport-security']).toContain('max-age=');
        expect(headers['x-powered-by']).toBeUndefined();
      }
    });

    it('gives every reply its own x-request-id', async () => {
      const ok = await api(t.app).call('health.check', {});
      const refused = await api(t.app).call('auth.checkAuth', {});
      expect(ok.headers['x-request-id']).toMatch(UUID);
      expect(refused.headers['x-request-id']).toMatch(UUID);
      expect(ok.headers['x-request-id']).not.toBe(refused.headers['x-request-id']);
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-requested-with,authorization',
        },
      });

    it('lets the configured client origin call with credentials', async () => {
      const response = await preflight(CLIENT_ORIGIN);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(String(response.headers['access-control-allow-headers'])).toMatch(/x-requested-with/i);
      const call = await t.app.inject({ url: '/api/health', headers: { origin: CLIENT_ORIGIN } });
      expect(call.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
      expect(call.headers['access-control-allow-credentials']).toBe('true');
    });

    it('gives any other origin no CORS permission', async () => {
      const evil = 'http://evil.example.com';
      const response = await preflight(evil);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const call = await t.app.inject({ url: '/api/health', headers: { origin: evil } });
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('malformed requests', () => {
    it('refuses a JSON body over 1 MB with 413 in the envelope', async () => {
      const response = await api(t.app).call('auth.login', {
        body: { email: 'big@example.com', password: 'x'.repeat(1024 * 1024 + 10) },
      });
      expect(response.status).toBe(413);
      expect(response.error).toEqual({ success: false, message: MESSAGES.bodyTooLarge });
    });

    it('refuses malformed JSON with 400 in the envelope', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@example.com", "password": ',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorReply>();
      expect(body).toMatchObject({ success: false, message: MESSAGES.validationError });
      expect(body.errors?.body).toHaveLength(1);
      expect(response.body).not.toMatch(/at \w+ \(|node_modules/);
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<login/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json<ErrorReply>().success).toBe(false);
    });

    it.each([
      '/shop/products/not-a-uuid',
      '/shop/order/details/42',
      '/shop/cart/not-a-uuid',
      '/shop/review/%27%20or%201=1',
    ])('answers a malformed id in GET %s with 404, never 500', async (url) => {
      const response = await api(t.app, shopper.token).get(url);
      expect(response.status).toBe(404);
      // The route exists: the id, not the path, is what was not found.
      expect(response.error.success).toBe(false);
      expect(response.error.message).not.toBe(MESSAGES.routeNotFound);
    });
  });

  describe('server faults', () => {
    it('hides what failed when the database breaks under a request', async () => {
      await t.db.execute(sql`alter table revoked_tokens rename to revoked_tokens_gone`);
      try {
        const response = await api(t.app, shopper.token).call('auth.checkAuth', {});
        expect(response.status).toBe(500);
        expect(response.error).toEqual(SOMETHING_WENT_WRONG);
      } finally {
        await t.db.execute(sql`alter table revoked_tokens_gone rename to revoked_tokens`);
      }
      expect((await api(t.app, shopper.token).call('auth.checkAuth', {})).status).toBe(200);
    });

    it('answers 500 without details once the database is gone, and health says so', async () => {
      const broken = await startTestApp();
      try {
        const { token } = await signUp(broken.app);
        await broken.closeDatabase();
        const login = await api(broken.app).call('auth.login', {
          body: { email: 'someone@example.com', password: PASSWORD },
        });
        expect(login.status).toBe(500);
        expect(login.error).toEqual(SOMETHING_WENT_WRONG);
        const check = await api(broken.app, token).call('auth.checkAuth', {});
        expect(check.status).toBe(500);
        expect(check.error).toEqual(SOMETHING_WENT_WRONG);
        const health = await api(broken.app).call('health.check', {});
        expect(health.status).toBe(503);
        expect(health.error.success).toBe(false);
      } finally {
        await broken.close();
      }
    });
  });

  describe('operations', () => {
    it('answers health', async () => {
      const response = await api(t.app).call('health.check', {});
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, status: 'ok' });
    });

    it('serves an OpenAPI document listing every path of the contract', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json() as {
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
      };
      expect(document.openapi).toMatch(/^3\./);
      const listed = new Set(
        Object.entries(document.paths).flatMap(([path, operations]) =>
          Object.keys(operations).map((method) => `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`),
        ),
      );
      const missing = CONTRACT_ROUTES.filter((route) => !listed.has(route));
      expect(missing).toEqual([]);
      // Public routes say they need no token; the others inherit the bearer scheme.
      expect(document.paths['/api/auth/login']?.post).toMatchObject({ security: [] });
      expect(document.paths['/api/health']?.get).toMatchObject({ security: [] });
      expect(document.paths['/api/auth/check-auth']?.get).not.toHaveProperty('security');
    });

    it('serves the docs page', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    });
  });
});

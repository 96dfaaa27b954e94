import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReply } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';

const SCRIPT = `export const shop = ${JSON.stringify('Attire '.repeat(400))};`;

describe('serving the built web app from the API server', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'attire-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Attire</title>');
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the web build writes beside each asset (apps/web/scripts/compress-assets.mjs).
    await writeFile(path.join(webRoot, 'assets', 'app-def456.js'), SCRIPT);
    await writeFile(path.join(webRoot, 'assets', 'app-def456.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(webRoot, 'assets', 'app-def456.js.gz'), gzipSync(SCRIPT));
    t = await startTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/shop/home', '/admin/orders', '/no/such/page'])(
    'answers %s with the app, revalidated on every visit',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Attire</title>');
      expect(response.headers['cache-control']).toBe('private, no-cache');
    },
  );

  it('lets browsers keep fingerprinted assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)(
    'sends the precompressed %s copy to a browser that accepts it',
    async (encoding, accepted, decompress) => {
      const response = await t.app.inject({
        url: '/assets/app-def456.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toContain('accept-encoding');
      expect(response.headers['content-type']).toContain('javascript');
      expect(decompress(response.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('keeps unknown API paths, missing files and non-GET requests JSON 404s', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/no/such/route' },
      { method: 'POST' as const, url: '/shop/home' },
      { method: 'GET' as const, url: '/uploads/missing.webp' },
      { method: 'GET' as const, url: '/assets/index-old999.js' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorReply>()).toMatchObject({ success: false });
    }
  });
});

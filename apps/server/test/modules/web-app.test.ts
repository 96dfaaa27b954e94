import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReply } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';

describe('serving the built web app from the API server', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'attire-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Attire</title>');
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
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
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('lets browsers keep fingerprinted assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

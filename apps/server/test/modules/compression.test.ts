import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signUp } from '../support/fixtures.js';

const ASSET = `export const page = ${JSON.stringify('x'.repeat(4000))};`;

describe('compressed replies', () => {
  let t: TestApp;
  let webRoot: string;
  let authorization: string;
  const listing = (acceptEncoding?: string) =>
    t.app.inject({
      url: '/api/shop/products?limit=24',
      headers: { authorization, ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
    });

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'attire-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<html><head></head><body></body></html>');
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'assets', 'page-1.js'), ASSET);
    await writeFile(path.join(webRoot, 'assets', 'page-1.js.br'), brotliCompressSync(ASSET));
    t = await startTestApp({ webRoot, listen: true });
    authorization = `Bearer ${(await signUp(t.app)).token}`;
    for (let i = 0; i < 24; i++) await insertProduct(t.db, { price: 100 + i });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('sends a large JSON reply brotli-compressed, else gzipped, to a client that accepts it', async () => {
    const plain = await listing();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(5_000);

    const br = await listing('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const unpacked = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as unknown;
    expect(unpacked).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await listing('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('reaches a real client over HTTP, which reads it as it was', async () => {
    const response = await fetch(`${t.baseUrl}/api/shop/products?limit=24`, {
      headers: { authorization, 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(((await response.json()) as { products: unknown[] }).products).toHaveLength(24);
  });

  it('compresses the web app page, which carries its first replies', async () => {
    const page = await t.app.inject({
      url: '/shop/listing',
      headers: {
        cookie: `token=${authorization.slice('Bearer '.length)}`,
        'accept-encoding': 'br',
      },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('id="first-replies"');
    expect(page.rawPayload.length).toBeLessThan(html.length / 4);
  });

  it('leaves small replies as they are', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it("serves the build's own compressed assets as they are, not compressed twice", async () => {
    const asset = await t.app.inject({
      url: '/assets/page-1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(ASSET);
  });
});

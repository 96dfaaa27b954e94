import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageUrlSchema, imageSrcSet, type EndpointReply } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { signInAdmin } from '../support/fixtures.js';
import { startS3Server, type TestS3 } from '../support/s3-server.js';

const UPLOAD_PATH = '/api/admin/products/upload-image';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Uploads a picture through `t`'s admin API; the reply's status and URL. */
async function upload(t: TestApp, width = 900): Promise<{ status: number; url: string }> {
  const png = await sharp({
    create: { width, height: 600, channels: 3, background: '#2e86c1' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('myFile', new Blob([png], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${t.baseUrl}${UPLOAD_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${(await signInAdmin(t.app)).token}` },
    body: form,
  });
  const reply = (await response.json()) as EndpointReply<'adminProducts.uploadImage'>;
  return { status: response.status, url: reply.result?.url };
}

async function fetchFrom(t: TestApp, url: string, init: RequestInit = {}) {
  const response = await fetch(`${t.baseUrl}${url}`, init);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A loopback port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('uploads in a bucket that two shop processes share', () => {
  let s3: TestS3;
  let first: TestApp;
  let second: TestApp;
  let disk: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    [first, second, disk] = await Promise.all([
      startTestApp({ listen: true, env: s3.env }),
      startTestApp({ listen: true, env: s3.env }),
      startTestApp({ listen: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first, second, disk].map((t) => t?.close()));
    await s3?.close();
  });

  it('serves a picture uploaded through one process from the other, byte for byte', async () => {
    const { status, url } = await upload(first);
    expect(status).toBe(200);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const name = url.slice('/uploads/'.length);
    // In the bucket, under uploads/, with its narrower copies; nothing on either disk.
    expect(await s3.keys()).toEqual(
      expect.arrayContaining([`uploads/${name}`, `uploads/${name.replace('.webp', '-w400.webp')}`]),
    );
    expect(existsSync(first.config.uploadsDir)).toBe(false);

    const there = await fetchFrom(first, url);
    const elsewhere = await fetchFrom(second, url);
    expect(elsewhere.response.status).toBe(200);
    expect(elsewhere.bytes).toEqual(there.bytes);
    expect(await sharp(elsewhere.bytes).metadata()).toMatchObject({ format: 'webp', width: 900 });
    const headers = elsewhere.response.headers;
    expect(headers.get('content-type')).toBe('image/webp');
    expect(headers.get('cache-control')).toBe(IMMUTABLE);
    expect(headers.get('content-length')).toBe(String(elsewhere.bytes.length));
    expect(headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(headers.get('etag')).toBe(there.response.headers.get('etag'));
    expect(new Date(headers.get('last-modified')!).getTime()).toBeGreaterThan(0);

    // The phone-sized copies its srcset names come from the bucket too.
    for (const entry of imageSrcSet(url)!.split(', ')) {
      const [copy, width] = entry.split(' ');
      const served = await fetchFrom(second, copy!);
      expect(served.response.status, copy).toBe(200);
      expect((await sharp(served.bytes).metadata()).width).toBe(Math.min(900, parseInt(width!)));
    }
  });

  it('answers 304 to a browser that has the picture, and HEAD without the body', async () => {
    const { url } = await upload(first, 300);
    const { response, bytes } = await fetchFrom(second, url);
    const etag = response.headers.get('etag')!;

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await fetchFrom(second, url, { headers: { 'if-none-match': ifNoneMatch } });
      expect(again.response.status, ifNoneMatch).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.response.headers.get('etag')).toBe(etag);
      expect(again.response.headers.get('cache-control')).toBe(IMMUTABLE);
    }
    const stale = await fetchFrom(second, url, { headers: { 'if-none-match': '"other"' } });
    expect(stale.response.status).toBe(200);
    expect(stale.bytes).toEqual(bytes);

    const head = await fetchFrom(second, url, { method: 'HEAD' });
    expect(head.response.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.response.headers.get('content-length')).toBe(String(bytes.length));
    expect(head.response.headers.get('content-type')).toBe('image/webp');
    expect(head.response.headers.get('etag')).toBe(etag);
    expect(head.response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('answers a missing picture or a bad name as the disk does, never reaching outside', async () => {
    await s3.putRaw('config.json', '{"secret":"bucket root"}', 'application/json');
    const names = [
      '00000000-0000-4000-8000-000000000000.webp',
      '..%2Fconfig.json',
      '..%2F..%2Fpackage.json',
      '%2e%2e/config.json',
    ];
    for (const name of names) {
      const onDisk = await fetchFrom(disk, `/uploads/${name}`);
      expect(onDisk.response.status, name).toBe(404);
      const fromBucket = await fetchFrom(second, `/uploads/${name}`);
      expect(fromBucket.response.status, name).toBe(404);
      expect(fromBucket.bytes.toString(), name).toBe(onDisk.bytes.toString());
      const head = await fetchFrom(second, `/uploads/${name}`, { method: 'HEAD' });
      expect(head.response.status, name).toBe(404);
    }
    // The bare prefix (a directory to @fastify/static, which answers 403) names nothing.
    expect((await fetchFrom(second, '/uploads/')).response.status).toBe(404);
  });

  it('hands out S3_PUBLIC_URL addresses the contract accepts, with their srcset', async () => {
    const cdn = await startTestApp({
      listen: true,
      env: { ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/shop/' },
    });
    try {
      const { status, url } = await upload(cdn, 500);
      expect(status).toBe(200);
      expect(url).toMatch(/^https:\/\/cdn\.example\.com\/shop\/uploads\/[0-9a-f-]{36}\.webp$/);
      expect(ImageUrlSchema.parse(url)).toBe(url);
      expect(imageSrcSet(url)).toContain(`${url.replace('.webp', '-w400.webp')} 400w`);
      // The CDN's origin is the bucket: the key is the URL's path after the base.
      const name = url.split('/').pop()!;
      expect(await s3.keys()).toContain(`uploads/${name}`);
      // The shop still serves it itself, for any page that kept the /uploads/ path.
      expect((await fetchFrom(second, `/uploads/${name}`)).response.status).toBe(200);
    } finally {
      await cdn.close();
    }
  });

  it('reaches the bucket path-style (S3_FORCE_PATH_STYLE), which s3rver needs', async () => {
    const shop = s3.requests.filter((request) => request.url.includes('/uploads/'));
    expect(shop.length).toBeGreaterThan(10);
    for (const request of shop) {
      expect(request.host).toBe(new URL(s3.endpoint).host);
      expect(request.url.startsWith(`/${s3.bucket}/uploads/`), request.url).toBe(true);
    }
    // Without it the SDK asks for <bucket>.localhost, which is no server.
    const virtual = await startTestApp({
      listen: true,
      env: { ...s3.env, S3_FORCE_PATH_STYLE: 'false' },
    });
    try {
      expect((await upload(virtual)).status).toBe(503);
    } finally {
      await virtual.close();
    }
  });
});

describe('a bucket the shop cannot reach', () => {
  it('answers 503 (not 500) to reads and uploads, and logs why', async () => {
    const s3 = await startS3Server();
    const lines: { level: number; msg: string; err?: { type: string; cause?: unknown } }[] = [];
    const endpoint = `http://localhost:${await closedPort()}`;
    const cases: Record<string, string>[] = [
      { S3_ENDPOINT: endpoint },
      { S3_BUCKET: 'no-such-bucket' }, // the server answers, but there is no such bucket
    ];
    try {
      for (const env of cases) {
        const t = await startTestApp({
          listen: true,
          env: { ...s3.env, ...env },
          logStream: { write: (line) => lines.push(JSON.parse(line)) },
        });
        try {
          const read = await fetchFrom(t, '/uploads/00000000-0000-4000-8000-000000000000.webp');
          expect(read.response.status).toBe(503);
          expect(read.response.headers.get('retry-after')).toBe('5');
          expect(read.response.headers.get('cache-control')).not.toBe(IMMUTABLE);
          expect(JSON.parse(read.bytes.toString())).toMatchObject({ success: false });
          expect((await upload(t)).status).toBe(503);
        } finally {
          await t.close();
        }
      }
      const failures = lines.filter((line) => line.level >= 50);
      expect(failures.length).toBeGreaterThanOrEqual(4);
      for (const line of failures) {
        expect(line.err).toMatchObject({ type: 'ObjectStoreUnavailableError' });
        expect(line.err!.cause).toBeDefined();
      }
    } finally {
      await s3.close();
    }
  });
});

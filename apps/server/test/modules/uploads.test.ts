import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet, type EndpointReply, type ErrorReply } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { signInAdmin } from '../support/fixtures.js';

const UPLOAD_PATH = '/api/admin/products/upload-image';
const STORED_NAME = /^\/uploads\/[0-9a-f-]{36}\.webp$/;

type UploadReply = EndpointReply<'adminProducts.uploadImage'>;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } });

describe('product image uploads', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    token = (await signInAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  async function upload(bytes: Uint8Array, filename: string, type = '', field = 'myFile') {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type }), filename);
    const response = await fetch(`${t.baseUrl}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    // One JSON reply, read as the success reply or as the failure envelope.
    const json: unknown = await response.json();
    return { status: response.status, body: json as UploadReply, error: json as ErrorReply };
  }

  async function fetchStored(url: string) {
    const response = await fetch(`${t.baseUrl}${url}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const storedFiles = () => readdir(t.config.uploadsDir);

  it('stores a PNG as WebP at most 1600 px wide, served with a one-year immutable cache', async () => {
    const png = await solid(2400, 1200).png().toBuffer();
    const { status, body } = await upload(png, 'banner.png', 'image/png');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.result.url).toMatch(STORED_NAME);

    const { response, bytes } = await fetchStored(body.result.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('stores narrower copies for phones, the ones the srcset names', async () => {
    const png = await solid(2400, 1200).png().toBuffer();
    const { body } = await upload(png, 'banner.png', 'image/png');
    const srcSet = imageSrcSet(body.result.url);
    const candidates = (srcSet ?? '').split(', ').map((entry) => entry.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['400w', '800w', '1600w']);
    for (const [url, width] of candidates) {
      const { response, bytes } = await fetchStored(url!);
      expect(response.status, url).toBe(200);
      expect((await sharp(bytes).metadata()).width).toBe(Number.parseInt(width!, 10));
    }
  });

  it('turns a sideways phone photo upright and drops its EXIF data', async () => {
    const jpeg = await solid(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' } })
      .toBuffer();
    const { status, body } = await upload(jpeg, 'IMG_0001.JPG', 'image/jpeg');
    expect(status).toBe(200);
    const stored = await sharp((await fetchStored(body.result.url)).bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(stored.exif).toBeUndefined();
  });

  it.each(['webp', 'avif', 'gif'] as const)('accepts a %s image too', async (format) => {
    const bytes = await solid(64, 48).toFormat(format).toBuffer();
    const { status, body } = await upload(bytes, `picture.${format}`);
    expect(status).toBe(200);
    const stored = await sharp((await fetchStored(body.result.url)).bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('judges the type by content: a text file named .png is refused with 415', async () => {
    const before = await storedFiles();
    const text = new TextEncoder().encode('definitely not a picture');
    const { status, error } = await upload(text, 'photo.png', 'image/png');
    expect(status).toBe(415);
    expect(error).toEqual({
      success: false,
      message: 'Unsupported image type: use JPEG, PNG, WebP, AVIF or GIF.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an SVG, which a browser would run scripts in', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>';
    const { status } = await upload(new TextEncoder().encode(svg), 'logo.jpg', 'image/jpeg');
    expect(status).toBe(415);
  });

  it('refuses an image over 5 MB with 413 and stores nothing', async () => {
    const before = await storedFiles();
    // Random pixels do not compress, so this PNG is about 6 MB.
    const noise = Buffer.alloc(1500 * 1400 * 3);
    for (let i = 0; i < noise.length; i += 4)
      noise.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
    const png = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
    const { status, error } = await upload(png, 'huge.png', 'image/png');
    expect(status).toBe(413);
    expect(error).toEqual({ success: false, message: 'The image is larger than 5 MB.' });
    expect(await storedFiles()).toEqual(before);
  });

  it('asks for a file in the myFile field', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const wrongField = await upload(png, 'a.png', 'image/png', 'picture');
    expect(wrongField.status).toBe(400);
    expect(wrongField.error).toEqual({
      success: false,
      message: 'Validation Error',
      errors: { myFile: ['Choose an image file to upload (field myFile).'] },
    });
    const empty = await fetch(`${t.baseUrl}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(empty.status).toBe(400);
  });
});

describe('uploads behind a public URL', () => {
  it('answers an absolute URL when PUBLIC_URL is set', async () => {
    const t = await startTestApp({ env: { PUBLIC_URL: 'https://shop.example.com/' } });
    try {
      const { token } = await signInAdmin(t.app);
      const form = new FormData();
      form.append('myFile', new Blob([await solid(40, 40).gif().toBuffer()]), 'dot.gif');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const response = await t.app.inject({
        method: 'POST',
        url: UPLOAD_PATH,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': request.headers.get('content-type')!,
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<UploadReply>().result.url).toMatch(
        /^https:\/\/shop\.example\.com\/uploads\/[0-9a-f-]{36}\.webp$/,
      );
    } finally {
      await t.close();
    }
  });
});

import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { signInAdmin } from '../support/fixtures.js';

const UPLOAD_URL = '/api/admin/products/upload-image';

/** A single-colour PNG: a few hundred kB even at 144 megapixels. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e86de' }, limitInputPixels: false })
    .png()
    .toBuffer();

// Issue 7, finding 9: uploads that cost far more to decode than their size says.
describe('image uploads past their limits', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    token = (await signInAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  async function upload(bytes: Uint8Array, filename = 'picture.png') {
    const form = new FormData();
    form.append('myFile', new Blob([bytes], { type: 'image/png' }), filename);
    const response = await fetch(`${t.baseUrl}${UPLOAD_URL}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('refuses an empty file with a field error, not a 500', async () => {
    const { status, body } = await upload(new Uint8Array(0), 'empty.png');
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      message: MESSAGES.validationError,
      errors: { myFile: [MESSAGES.imageEmpty] },
    });
  });

  it('refuses a body cut short before its closing boundary with a field error, not a 500', async () => {
    const png = await flatPng(2, 2);
    const head =
      '--cut\r\nContent-Disposition: form-data; name="myFile"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\n';
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=cut',
      },
      payload: Buffer.concat([Buffer.from(head), png]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.validationError,
      errors: { myFile: [MESSAGES.uploadIncomplete] },
    });
  });

  it.each([
    ['no boundary', 'multipart/form-data', '--b\r\n\r\nx\r\n--b--\r\n'],
    ['another boundary', 'multipart/form-data; boundary=b', '--other\r\n\r\nx\r\n--other--\r\n'],
  ])('refuses a multipart body with %s as a field error, not a 500', async (_, type, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { myFile: [MESSAGES.uploadIncomplete] } });
  });

  it.each([
    [12_000, 12_000],
    [7_000, 6_000],
  ])(
    `refuses a small file of %ix%i pixels (over ${LIMITS.uploadMaxPixels / 1e6} MP) with 413`,
    async (width, height) => {
      const before = await readdir(t.config.uploadsDir);
      const png = await flatPng(width, height);
      expect(png.length).toBeLessThan(LIMITS.uploadMaxBytes);
      const { status, body } = await upload(png);
      expect(status).toBe(413);
      expect(body).toEqual({ success: false, message: MESSAGES.imageTooManyPixels });
      expect(await readdir(t.config.uploadsDir)).toEqual(before);
    },
  );

  it('still takes a large photo under the pixel limit', async () => {
    const { status } = await upload(await flatPng(4_000, 3_000));
    expect(status).toBe(200);
  });
});

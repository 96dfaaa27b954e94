import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EARLIER_BUILDS_KEPT,
  keepEarlierBuilds,
} from '../../../web/scripts/keep-earlier-builds.js';
import { startTestApp, type TestApp } from '../support/app.js';

// Issue 25, item 14: a tab opened before a deploy asks for the chunks of the build it loaded.
// Each "build" below writes what Vite writes into the same dist (the build no longer empties
// it) and then runs the web build's real step, keepEarlierBuilds, as the Vite plugin does.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const chunk = (build: number) => `assets/user-menu-build${build}.js`;
const code = (build: number) =>
  `export const menu = ${JSON.stringify(`build ${build} `.repeat(200))};`;

async function build(dist: string, number: number) {
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>Build ${number}</title><script type="module" src="/${chunk(number)}"></script>`,
    [chunk(number)]: code(number),
    // A file every build has, under the same name (its content did not change).
    'assets/logo-same.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    await writeFile(path.join(dist, file), text);
  }
  // What scripts/compress-assets.mjs writes beside a script.
  await writeFile(path.join(dist, `${chunk(number)}.br`), brotliCompressSync(code(number)));
  await writeFile(path.join(dist, `${chunk(number)}.gz`), gzipSync(code(number)));
  keepEarlierBuilds(dist, Object.keys(files));
}

describe('a deploy keeps the previous build downloadable', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'attire-web-builds-'));
    await build(dist, 1);
    await build(dist, 2);
    t = await startTestApp({ webRoot: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("serves the previous build's chunk, compressed and cached for a year", async () => {
    const response = await t.app.inject({
      url: `/${chunk(1)}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(code(1));
  });

  it('serves the new build beside it, and the new index.html, revalidated', async () => {
    const current = await t.app.inject({ url: `/${chunk(2)}` });
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe(IMMUTABLE);
    for (const url of ['/', '/shop/home']) {
      const page = await t.app.inject({ url });
      expect(page.body).toContain('<title>Build 2</title>');
      expect(page.body).not.toContain('Build 1');
      expect(page.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('answers a file no build has with a 404, never with the app', async () => {
    for (const url of ['/assets/x.js', '/assets/user-menu-build3.js']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toContain('text/html');
    }
  });
});

describe('how many earlier builds are kept', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'attire-web-builds-'));
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });
  const onDisk = (file: string) => existsSync(path.join(dist, file));

  it(`keeps the last ${EARLIER_BUILDS_KEPT} builds before the current one, and no more`, async () => {
    const builds = EARLIER_BUILDS_KEPT + 2;
    for (let number = 1; number <= builds; number += 1) await build(dist, number);
    // Build 1 is one too many: gone with its compressed copies.
    expect([chunk(1), `${chunk(1)}.br`, `${chunk(1)}.gz`].filter(onDisk)).toEqual([]);
    for (let number = 2; number <= builds; number += 1) {
      expect(onDisk(chunk(number)) && onDisk(`${chunk(number)}.br`)).toBe(true);
    }
    expect(onDisk('assets/logo-same.svg')).toBe(true);
  });

  it('keeps files from before the first recorded build (the first deploy with this step)', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'attire-web-builds-'));
    try {
      // A dist written by a build that kept no record.
      await mkdir(path.join(fresh, 'assets'));
      await writeFile(path.join(fresh, 'assets', 'home-page-old.js'), 'export {}');
      keepEarlierBuilds(fresh, ['index.html', 'assets/home-page-new.js']);
      expect(existsSync(path.join(fresh, 'assets', 'home-page-old.js'))).toBe(true);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});

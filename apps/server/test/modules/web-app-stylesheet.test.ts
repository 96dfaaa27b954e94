import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">';
const indexHtml = `<!doctype html><html><head><title>Attire</title><script type="module" crossorigin src="/assets/index-abc123.js"></script>${LINK}</head><body><div id="root"></div></body></html>`;

describe("the build's stylesheet, written into the page", () => {
  let t: TestApp | undefined;
  let webRoot: string;

  /** A shop serving a build whose stylesheet is `css`. */
  async function serve(css: string) {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'attire-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), indexHtml);
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.css'), css);
    t = await startTestApp({ webRoot });
    return t;
  }
  afterEach(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('paints with the page: no round trip for a render-blocking stylesheet', async () => {
    const css = '.hero{height:280px}#first-view{display:none}';
    const { app } = await serve(css);
    for (const url of ['/auth/login', '/shop/home', '/admin/orders']) {
      const html = (await app.inject({ url })).body;
      expect(html, url).toContain(`<style>${css}</style></head>`);
      expect(html, url).not.toContain('rel="stylesheet"');
    }
    // The file is still there for a page from before the change, kept a year as it was.
    const file = await app.inject({ url: '/assets/index-abc123.css' });
    expect(file.body).toBe(css);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps linked a sheet that names files relative to itself, or could end its element', async () => {
    for (const css of [
      '@font-face{font-family:x;src:url(inter-9f8e.woff2)}',
      '.x::after{content:"</style><script>"}',
    ]) {
      const { app } = await serve(css);
      const html = (await app.inject({ url: '/auth/login' })).body;
      expect(html, css).toContain(LINK);
      expect(html, css).not.toContain('<style>');
      await t!.close();
      t = undefined;
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});

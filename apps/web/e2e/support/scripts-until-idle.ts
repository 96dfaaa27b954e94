import type { Browser, Page } from '@playwright/test';
import { gzipKb } from '../../scripts/route-javascript.mjs';

export interface ScriptDownload {
  /** The file under dist/, as the build's manifest names it ("assets/x.js"). */
  file: string;
  /** KB of the body gzipped as the build measures it. */
  gzipKb: number;
  /** KB the server actually sent (its precompressed copy, or the file itself when small). */
  transferredKb: number;
}

/**
 * Opens `path` in a fresh browser context (an empty cache: a new visitor, signed in when a
 * token is given) and returns every script it downloaded until the network was idle, with the
 * page (whose context the caller closes).
 */
export async function scriptsUntilIdle(
  browser: Browser,
  baseURL: string,
  path: string,
  token?: string,
): Promise<{ scripts: ScriptDownload[]; page: Page }> {
  const origins = token
    ? [{ origin: baseURL, localStorage: [{ name: 'token', value: token }] }]
    : [];
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins } });
  const page = await context.newPage();
  const pending = new Map<string, Promise<ScriptDownload>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/javascript/.test(response.headers()['content-type'] ?? '') || pending.has(url.pathname)) {
      return;
    }
    const measured = Promise.all([response.body(), response.request().sizes()]).then(
      ([body, sizes]) => ({
        file: url.pathname.slice(1),
        gzipKb: gzipKb(body),
        transferredKb: sizes.responseBodySize / 1024,
      }),
    );
    pending.set(url.pathname, measured);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { scripts: await Promise.all(pending.values()), page };
}

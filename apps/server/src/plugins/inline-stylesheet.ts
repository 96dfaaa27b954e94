import { readFile } from 'node:fs/promises';
import path from 'node:path';

// A url() relative to the sheet would point elsewhere once the sheet is in the page.
const RELATIVE_URL = /url\(\s*['"]?(?!\/|data:|https?:)/i;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * index.html with the build's stylesheets written into it. A linked stylesheet blocks the first
 * paint for a round trip after the HTML (on a phone's network, 150 ms or more before anything
 * shows, the server's first view included); written in, it costs its bytes compressed with the
 * page (about 10 KB) and the page paints as soon as it arrives. A sheet that could end its own
 * element, or names files relative to itself, stays linked.
 */
export async function inlineStylesheets(html: string, webRoot: string): Promise<string> {
  let inlined = html;
  for (const [link, href] of html.matchAll(STYLESHEET_LINK)) {
    const css = await readFile(path.join(webRoot, href!), 'utf8').catch(() => undefined);
    if (css === undefined || /<\/style/i.test(css) || RELATIVE_URL.test(css)) continue;
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SIGNED_IN_COOKIE } from '@attire/contract';
import { TOKEN_COOKIE, markSignedIn } from './auth.js';
import { sendApiNotFound } from './errors.js';
import { inlineStylesheets } from './inline-stylesheet.js';
import { readPageChunks, type PageModules } from './page-chunks.js';
import { createPageRenderer, type PagePreloads } from './web-app-preload.js';

const SERVER_PREFIXES = ['/api', '/uploads/', '/paypal-sandbox', '/metrics'];

/**
 * Serves the built web app. Any other GET that is not an API call gets index.html so that
 * client routes survive a reload; unknown /api paths stay JSON 404s. A signed-in shop page comes
 * with what it needs first (`preloads`, `pageModules`): see web-app-preload.ts.
 */
export async function webAppPlugin(
  app: FastifyInstance,
  options: { root: string; preloads: PagePreloads; pageModules?: PageModules },
) {
  // Read once: a new build comes with a restart.
  const html = await inlineStylesheets(
    await readFile(path.join(options.root, 'index.html'), 'utf8'),
    options.root,
  );
  const chunks = await readPageChunks(options.root, options.pageModules ?? {});
  const render = createPageRenderer(app, html, options.preloads, chunks);
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/scripts/compress-assets.mjs).
    preCompressed: true,
    // Vite fingerprints everything under assets/; the rest must be revalidated.
    setHeaders: (reply, filePath) => {
      void reply.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // A route rather than the not-found handler, so that the compression hook covers the page.
  app.get('/*', async (request, reply) => {
    const isServerPath = SERVER_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    // A missing file (an old asset after a deploy) is a 404, not the app in its place.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isServerPath || isFile) return sendApiNotFound(request, reply);
    // A session cookie without the web app's signed-in cookie (a session from before it
    // existed, or the cookie lost) gets it back with the page, so that the app asks who is
    // signed in. If the session is dead, that question's 401 clears both.
    if (request.cookies[TOKEN_COOKIE] && !request.cookies[SIGNED_IN_COOKIE]) {
      markSignedIn(reply, app.config);
    }
    // index.html names the current asset files, so it must be revalidated after every deploy;
    // a signed-in page carries the shopper's own replies, which no shared cache may keep.
    return reply
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(await render(request));
  });
  app.setNotFoundHandler(sendApiNotFound);
}

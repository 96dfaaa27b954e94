import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageSrcSet } from '@attire/contract';
import { withinDeadline } from '../lib/deadline.js';
import { findSessionUser } from '../lib/sessions.js';
import { TOKEN_COOKIE } from './auth.js';

/** The picture a page shows first (its largest contentful paint), with the `sizes` it uses. */
export interface PageImage {
  url: string;
  sizes: string;
}

/** For each page (by path) that starts with a picture: that picture, for the URL's query. */
export type PageImageLookups = Record<
  string,
  (app: FastifyInstance, query: URLSearchParams) => Promise<PageImage | undefined>
>;

// Longer than this and the page would wait for its preload more than the preload saves.
const LOOKUP_DEADLINE_MS = 300;

/**
 * index.html for a request, with `<link>`s in its head for what the page needs first: its
 * first picture (`rel="preload"`) and its own script chunks (`rel="modulepreload"`). The browser
 * then fetches them beside the entry script instead of after it has run (on a slow network,
 * seconds later). Only for a signed-in session (the cookie the login sets), since the shop's
 * pages and their data are: anyone else is sent to the login page, where these would only slow
 * things down. If the database fails or is slow, the page is served without the picture.
 */
export function createPageRenderer(
  app: FastifyInstance,
  html: string,
  lookups: PageImageLookups,
  chunks: Map<string, string[]> = new Map(),
) {
  const headEnd = html.indexOf('</head>');
  const pages = new Map(Object.entries(lookups));
  return async function render(request: FastifyRequest): Promise<string> {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const lookup = pages.get(pathname);
    const scripts = chunks.get(pathname) ?? [];
    if ((!lookup && scripts.length === 0) || headEnd < 0 || request.method !== 'GET') return html;
    const query = new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
    try {
      const links = await withinDeadline(
        (async () => {
          if (!(await isSignedIn(app, request))) return '';
          const image = await lookup?.(app, query);
          return (image ? preloadLink(image) : '') + scripts.map(modulePreloadLink).join('');
        })(),
        LOOKUP_DEADLINE_MS,
      );
      return links ? `${html.slice(0, headEnd)}${links}${html.slice(headEnd)}` : html;
    } catch (error) {
      request.log.warn({ err: error }, 'page served without its preloads');
      return html;
    }
  };
}

function modulePreloadLink(href: string): string {
  return `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;
}

async function isSignedIn(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = request.cookies[TOKEN_COOKIE];
  const claims = token ? await app.tokens.verify(token) : null;
  return claims !== null && (await findSessionUser(app.db, claims)) !== null;
}

function preloadLink({ url, sizes }: PageImage): string {
  const srcset = imageSrcSet(url);
  const attributes: Record<string, string> = { rel: 'preload', as: 'image', href: url };
  // The same srcset and sizes as the <img>, so the browser picks the same file for both.
  if (srcset) Object.assign(attributes, { imagesrcset: srcset, imagesizes: sizes });
  attributes.fetchpriority = 'high';
  const written = Object.entries(attributes).map(
    ([name, value]) => `${name}="${escapeAttribute(value)}"`,
  );
  return `<link ${written.join(' ')}>`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ESCAPES[character]!);
}

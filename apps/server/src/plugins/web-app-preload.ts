import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_REPLIES_ELEMENT_ID, firstReplyKey, imageSrcSet } from '@attire/contract';
import { withinDeadline } from '../lib/deadline.js';
import { escapeAttribute, writeAttributes } from './html-attributes.js';
import { withFirstView, type PageImage } from './page-shell.js';
import { TOKEN_COOKIE } from './auth.js';

export type { PageImage } from './page-shell.js';

/** A page's address as its route reads it: the query, and the path's `:name` segments. */
export interface PageAddress {
  query: URLSearchParams;
  params: Record<string, string>;
}

/** What pages ask the API for first (GET URLs with their query, spelled as the web app does). */
export interface PagePreloads {
  /** Who is signed in: asked first, with the page request's cookie. */
  sessionUrl: string;
  /** What every page asks for once it knows who is signed in (the cart). */
  sessionCalls: (userId: string) => string[];
  /**
   * For each page (by its route's path, `/shop/product/:id`): the calls it makes first, and
   * the picture it shows first.
   */
  pages: Record<
    string,
    {
      calls: (address: PageAddress) => string[];
      image: (replies: Map<string, unknown>, address: PageAddress) => PageImage | undefined;
      /** The top of the page with its first picture, for its first view (page-shell.ts). */
      firstView?: (
        image: PageImage,
        replies: Map<string, unknown>,
        address: PageAddress,
      ) => string | undefined;
    }
  >;
}

// Longer than this and the page would wait for its preloads more than they save.
const PRELOAD_DEADLINE_MS = 300;

/**
 * index.html for a request, with what the page needs first: the replies to its first API calls
 * (a JSON script the web app reads before it calls), a `rel="preload"` link for its first picture
 * and `rel="modulepreload"` links for its own script chunks. On a phone's network each of those
 * would otherwise be a round trip after the entry script has run. Its first view (page-shell.ts)
 * draws the header and first picture before any script runs. Only for a signed-in session
 * (the cookie the login sets), since the shop's pages and their data are: anyone else is sent to
 * the login page. The replies come from the API itself (an in-process request with the page
 * request's cookie and address), so they are exactly what the app would have been answered, and
 * pass the same checks and limits. If the API fails or is slow, the bare page is served.
 */
export function createPageRenderer(
  app: FastifyInstance,
  html: string,
  preloads: PagePreloads,
  chunks: Map<string, string[]> = new Map(),
) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  const routes = [...new Set([...Object.keys(preloads.pages), ...chunks.keys()])];
  return async function render(request: FastifyRequest): Promise<string> {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const matched = matchRoute(routes, pathname);
    if (!matched) return html;
    const page = preloads.pages[matched.route];
    const scripts = chunks.get(matched.route) ?? [];
    if (headEnd < 0 || bodyEnd < 0 || request.method !== 'GET') return html;
    if (!request.cookies[TOKEN_COOKIE]) return html;
    const address = {
      query: new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1)),
      params: matched.params,
    };
    try {
      const replies = await withinDeadline(
        firstReplies(app, request, preloads, page?.calls(address) ?? []),
        PRELOAD_DEADLINE_MS,
      );
      if (!replies) return html;
      const image = page?.image(replies, address);
      const head = (image ? preloadLink(image) : '') + scripts.map(modulePreloadLink).join('');
      const withData =
        html.slice(0, headEnd) +
        head +
        html.slice(headEnd, bodyEnd) +
        repliesScript(replies) +
        html.slice(bodyEnd);
      const view = image && page?.firstView?.(image, replies, address);
      return withFirstView(withData, pathname, view);
    } catch (error) {
      request.log.warn({ err: error }, 'page served without its preloads');
      return html;
    }
  };
}

/**
 * The first of `routes` (`/shop/home`, `/shop/product/:id`) that `pathname` is, with the values
 * of its `:name` segments (decoded, as the web app's router reads them); undefined for none.
 */
export function matchRoute(
  routes: readonly string[],
  pathname: string,
): { route: string; params: Record<string, string> } | undefined {
  const segments = pathname.split('/');
  for (const route of routes) {
    const pattern = route.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      const value = decodeSegment(segment);
      params[part.slice(1)] = value ?? '';
      return !!value;
    });
    if (matches) return { route, params };
  }
  return undefined;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The replies to who is signed in, the session's calls and the page's, by URL; null when the
 * cookie is no session (the page then sends the visitor to the login page). Calls that fail are
 * left out: the page makes them itself and shows what went wrong.
 */
async function firstReplies(
  app: FastifyInstance,
  request: FastifyRequest,
  { sessionUrl, sessionCalls }: PagePreloads,
  calls: string[],
): Promise<Map<string, unknown> | null> {
  const session = await callApi(app, request, sessionUrl);
  if (session.statusCode === 401) return null;
  if (session.statusCode !== 200)
    throw new Error(`the sign-in check answered ${session.statusCode}`);
  const { user } = session.json() as { user: { id: string } };
  const urls = [...sessionCalls(user.id), ...calls];
  const answers = await Promise.all(urls.map((url) => callApi(app, request, url)));
  const replies = new Map<string, unknown>([[sessionUrl, session.json()]]);
  answers.forEach((answer, index) => {
    if (answer.statusCode === 200) replies.set(urls[index]!, answer.json());
  });
  return replies;
}

function callApi(app: FastifyInstance, request: FastifyRequest, url: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: {
      cookie: `${TOKEN_COOKIE}=${request.cookies[TOKEN_COOKIE]}`,
      accept: 'application/json',
    },
    remoteAddress: request.ip,
  });
}

/**
 * The replies as JSON in a script element the browser does not run. `<` is written as its JSON
 * escape, so no text in a reply (a product's title) can close the element and start markup.
 */
function repliesScript(replies: Map<string, unknown>): string {
  const byKey = Object.fromEntries([...replies].map(([url, reply]) => [firstReplyKey(url), reply]));
  const json = JSON.stringify(byKey).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_REPLIES_ELEMENT_ID}">${json}</script>`;
}

function modulePreloadLink(href: string): string {
  return `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;
}

function preloadLink({ url, sizes }: PageImage): string {
  const srcset = imageSrcSet(url);
  const attributes: Record<string, string> = { rel: 'preload', as: 'image', href: url };
  // The same srcset and sizes as the <img>, so the browser picks the same file for both.
  if (srcset) Object.assign(attributes, { imagesrcset: srcset, imagesizes: sizes });
  attributes.fetchpriority = 'high';
  return `<link ${writeAttributes(attributes)}>`;
}

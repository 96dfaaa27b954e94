import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, SIGNED_IN_COOKIE } from '@attire/contract';
import type { Config } from '../config.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { createSessionLookup } from '../lib/sessions.js';
import { TOKEN_TTL_SECONDS } from '../lib/tokens.js';
import type { SessionUser } from '../types.js';

export const TOKEN_COOKIE = 'token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Runs before validation on every route of the scope it is added to: finds the caller from the
 * bearer token or the `token` cookie and enforces the route's `access` (default `user`).
 */
export function addAuthHook(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const findSessionUser = createSessionLookup(app.db);
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access ?? 'user';
    const presented = readToken(request);
    const forgeable = isForgeable(request);
    // On a public route such a call counts as anonymous, so it cannot act as the cookie's
    // owner (logout refuses it outright rather than pretend to end the session).
    const checked = presented !== null && !(forgeable && access === 'public');
    request.user = checked ? await authenticate(app, presented.token, findSessionUser) : null;
    // A refused session cookie, or the web app's hint without one, will never sign anyone in:
    // cleared, the app stops asking about it on every load.
    const refusedCookie = checked && presented.source === 'cookie' && !request.user;
    const hintAlone = !request.cookies[TOKEN_COOKIE] && request.cookies[SIGNED_IN_COOKIE];
    if (refusedCookie || hintAlone) clearSessionCookies(reply);

    if (access === 'public') return;
    if (!presented) throw unauthorized();
    if (!request.user) throw unauthorized(MESSAGES.sessionExpired);
    if (forgeable) throw forbidden(MESSAGES.crossSiteRefused);
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
  });
}

/** How the session's cookies are set: for the whole site, and Secure when served over https. */
export function sessionCookieOptions(config: Config) {
  const secure = (config.publicUrl ?? '').startsWith('https:') || config.env === 'production';
  return { sameSite: 'lax' as const, secure, path: '/', maxAge: TOKEN_TTL_SECONDS };
}

/** Sets the web app's SIGNED_IN_COOKIE, which tells it there is a session to ask about. */
export function markSignedIn(reply: FastifyReply, config: Config) {
  void reply.setCookie(SIGNED_IN_COOKIE, '1', sessionCookieOptions(config));
}

/** Ends the session's cookies: its own (httpOnly) and the web app's SIGNED_IN_COOKIE. */
export function clearSessionCookies(reply: FastifyReply) {
  void reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  void reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}

/**
 * Whether a call that changes something carries only the cookie, without the header a
 * cross-site form cannot send: another site may have made the browser send it.
 */
export function isForgeable(request: FastifyRequest): boolean {
  return (
    readToken(request)?.source === 'cookie' &&
    !SAFE_METHODS.has(request.method) &&
    !request.headers['x-requested-with']
  );
}

function readToken(request: FastifyRequest): { token: string; source: 'header' | 'cookie' } | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (match?.[1]) return { token: match[1], source: 'header' };
  const cookie = request.cookies[TOKEN_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

async function authenticate(
  app: FastifyInstance,
  token: string,
  findSessionUser: ReturnType<typeof createSessionLookup>,
): Promise<SessionUser | null> {
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  return findSessionUser(claims);
}

/** The signed-in caller; only for routes whose access is `user` or `admin`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Refuses a `userId` (in a path or body) that is not the caller's own. */
export function assertSelf(request: FastifyRequest, userId: string): SessionUser {
  const user = currentUser(request);
  if (user.id !== userId) throw forbidden();
  return user;
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES, AUTH_MESSAGES } from '@attire/contract';
import { AppError, forbidden, serviceUnavailable } from '../../lib/errors.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { revokeToken } from '../../lib/sessions.js';
import { clearSessionCookies, currentUser, isForgeable } from '../../plugins/auth.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import { linkTokenSeal } from '../mail/link-tokens.js';
import { createGoogleVerifier } from './google.js';
import { loginWithPassword, registerUser, signInWithGoogle } from './service.js';
import { sessionStarter } from './session-cookie.js';
import { toPublicUser } from './session.js';

type Session = { id: string; sessionGeneration: number };

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

export async function authRoutes(app: FastifyInstance) {
  const { config } = app;
  const startSession = sessionStarter(app);
  const seal = linkTokenSeal(config.jwtSecret);
  const verifyGoogleToken = config.google.projectId
    ? createGoogleVerifier(config.google.projectId, config.google.jwksUrl)
    : undefined;

  async function signIn(reply: FastifyReply, user: Parameters<typeof toPublicUser>[0] & Session) {
    return { user: toPublicUser(user), token: await startSession(reply, user) };
  }

  const { loginPerIp, registerPerIp } = config.rateLimits;
  serveEndpoint(
    app,
    'auth.register',
    async (request, reply) => signIn(reply, await registerUser(app.db, request.body, seal)),
    { onRequest: perIpLimit(app, 'register', registerPerIp, ONE_HOUR) },
  );

  serveEndpoint(
    app,
    'auth.login',
    async (request, reply) => {
      const limit = config.rateLimits.loginFailuresPerEmail;
      return signIn(reply, await loginWithPassword(app.db, app.attempts, limit, request.body));
    },
    { onRequest: perIpLimit(app, 'login', loginPerIp, FIFTEEN_MINUTES) },
  );

  serveEndpoint(
    app,
    'auth.google',
    async (request, reply) => {
      if (!verifyGoogleToken) throw serviceUnavailable(AUTH_MESSAGES.googleNotConfigured);
      const identity = await verifyGoogleToken(request.body.idToken);
      if (identity === 'unverified-email') throw new AppError(401, MESSAGES.googleEmailUnverified);
      if (!identity) throw new AppError(401, MESSAGES.googleTokenInvalid);
      return signIn(reply, await signInWithGoogle(app.db, identity));
    },
    { onRequest: perIpLimit(app, 'google', loginPerIp, FIFTEEN_MINUTES) },
  );

  serveEndpoint(app, 'auth.logout', async (request, reply) => {
    // Such a call may be another site's form: it must not end the session, nor say it did.
    if (isForgeable(request)) throw forbidden(MESSAGES.crossSiteRefused);
    if (request.user) {
      await revokeToken(app.db, request.user.tokenId, request.user.tokenExpiresAt);
    }
    clearSessionCookies(reply);
    return { message: AUTH_MESSAGES.loggedOut };
  });

  serveEndpoint(app, 'auth.checkAuth', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { user: toPublicUser(currentUser(request)) };
  });
}

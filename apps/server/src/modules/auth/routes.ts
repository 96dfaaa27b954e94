import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthReplySchema,
  CheckAuthReplySchema,
  GoogleSignInSchema,
  LoginSchema,
  MESSAGES,
  MessageReplySchema,
  RegisterSchema,
} from '@attire/contract';
import { AppError, serviceUnavailable } from '../../lib/errors.js';
import { TOKEN_TTL_SECONDS } from '../../lib/tokens.js';
import { TOKEN_COOKIE, currentUser } from '../../plugins/auth.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import { createGoogleVerifier } from './google.js';
import { loginWithPassword, registerUser, signInWithGoogle } from './service.js';
import { revokeToken, toPublicUser } from './session.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const secureCookie = (config.publicUrl ?? '').startsWith('https:') || config.env === 'production';
  const verifyGoogleToken = config.google.projectId
    ? createGoogleVerifier(config.google.projectId, config.google.jwksUrl)
    : undefined;

  async function signIn(reply: FastifyReply, user: Parameters<typeof toPublicUser>[0]) {
    const token = await app.tokens.sign(user.id);
    void reply.setCookie(TOKEN_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      path: '/',
      maxAge: TOKEN_TTL_SECONDS,
    });
    return { success: true as const, user: toPublicUser(user), token };
  }

  const { loginPerIp, registerPerIp } = config.rateLimits;
  app.post('/register', {
    config: { access: 'public' },
    onRequest: perIpLimit(app, 'register', registerPerIp, ONE_HOUR),
    schema: { tags: ['auth'], body: RegisterSchema, response: { 201: AuthReplySchema } },
    handler: async (request, reply) => {
      const user = await registerUser(app.db, request.body);
      return reply.status(201).send(await signIn(reply, user));
    },
  });

  app.post('/login', {
    config: { access: 'public' },
    onRequest: perIpLimit(app, 'login', loginPerIp, FIFTEEN_MINUTES),
    schema: { tags: ['auth'], body: LoginSchema, response: { 200: AuthReplySchema } },
    handler: async (request, reply) => {
      const limit = config.rateLimits.loginFailuresPerEmail;
      const user = await loginWithPassword(app.db, app.attempts, limit, request.body);
      return signIn(reply, user);
    },
  });

  app.post('/google', {
    config: { access: 'public' },
    onRequest: perIpLimit(app, 'google', loginPerIp, FIFTEEN_MINUTES),
    schema: { tags: ['auth'], body: GoogleSignInSchema, response: { 200: AuthReplySchema } },
    handler: async (request, reply) => {
      if (!verifyGoogleToken) throw serviceUnavailable(MESSAGES.googleNotConfigured);
      const identity = await verifyGoogleToken(request.body.idToken);
      if (identity === 'unverified-email') throw new AppError(401, MESSAGES.googleEmailUnverified);
      if (!identity) throw new AppError(401, MESSAGES.googleTokenInvalid);
      return signIn(reply, await signInWithGoogle(app.db, identity));
    },
  });

  app.post('/logout', {
    config: { access: 'public' },
    schema: { tags: ['auth'], response: { 200: MessageReplySchema } },
    handler: async (request, reply) => {
      if (request.user) {
        await revokeToken(app.db, request.user.tokenId, request.user.tokenExpiresAt);
      }
      void reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      return { success: true as const, message: MESSAGES.loggedOut };
    },
  });

  app.get('/check-auth', {
    schema: { tags: ['auth'], response: { 200: CheckAuthReplySchema } },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, user: toPublicUser(currentUser(request)) };
    },
  });
};

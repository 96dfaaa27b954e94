import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { currentUser } from '../../plugins/auth.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import { linkTokenSeal } from '../mail/link-tokens.js';
import { changePassword, updateProfile } from './account.js';
import { purgeExpiredTokens } from './account-tokens.js';
import { resendVerification, verifyEmail } from './email-verification.js';
import { RESET_LINK_JOB, resetPassword, sendResetLink } from './password-reset.js';
import { lockedOut } from './service.js';
import { sessionStarter } from './session-cookie.js';
import { toPublicUser } from './session.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
const PURGE_LINKS_JOB = 'auth.purge-links';

/** Password reset, e-mail verification, and the signed-in shopper's password and name. */
export async function accountRoutes(app: FastifyInstance) {
  const { attempts, config } = app;
  const limits = config.rateLimits;
  const startSession = sessionStarter(app);
  const seal = linkTokenSeal(config.jwtSecret);
  // Links are 256-bit secrets, but a client trying them in bulk is refused all the same.
  const linkLimit = perIpLimit(app, 'account-link', limits.loginPerIp, FIFTEEN_MINUTES);

  /** Counts a request against `key`; past `max` in the window it is a 429. */
  async function limitBy(key: string, max: number, windowMs: number) {
    const attempt = await attempts.hit(key, windowMs);
    if (attempt.count > max) throw lockedOut(attempt.resetInMs);
  }

  app.jobs.register(PURGE_LINKS_JOB, () => purgeExpiredTokens(app.db));
  app.jobs.schedule(PURGE_LINKS_JOB, ONE_HOUR);
  app.jobs.register(RESET_LINK_JOB, async (payload, run) => {
    const { email } = payload as { email: string };
    await sendResetLink(app.db, email, String(run.id), seal);
  });

  /**
   * The reply must not tell whether the address has an account, by its words or by its time.
   * So the request does the same for every address (count it, queue a job, answer) and never
   * looks the address up: the job does, after the reply, and writes a link only for an account.
   */
  serveEndpoint(
    app,
    'auth.forgotPassword',
    async (request) => {
      const { email } = request.body;
      await limitBy(`reset-requests:${email}`, limits.passwordResetPerEmail, ONE_HOUR);
      await app.jobs.enqueue({ kind: RESET_LINK_JOB, payload: { email } });
      return { message: MESSAGES.passwordResetRequested };
    },
    { onRequest: perIpLimit(app, 'password-reset', limits.passwordResetPerIp, ONE_HOUR) },
  );

  serveEndpoint(
    app,
    'auth.resetPassword',
    async (request) => {
      const email = await resetPassword(app.db, request.body);
      // The owner proved the address: the failed logins counted against it are forgotten.
      await attempts.reset(`login-failures:${email.toLowerCase()}`);
      return { message: MESSAGES.passwordResetDone };
    },
    { onRequest: linkLimit },
  );

  serveEndpoint(
    app,
    'auth.verifyEmail',
    async (request) => ({
      message: MESSAGES.emailVerifiedDone,
      user: toPublicUser(await verifyEmail(app.db, request.body.token)),
    }),
    { onRequest: linkLimit },
  );

  serveEndpoint(app, 'auth.resendVerification', async (request) => {
    const user = currentUser(request);
    await limitBy(`verification-mails:${user.id}`, limits.verificationPerAccount, ONE_HOUR);
    await resendVerification(app.db, user.id, seal);
    return { message: MESSAGES.verificationSent };
  });

  // Every session of the account ends; this one goes on with a new token (cookie and reply).
  serveEndpoint(app, 'auth.changePassword', async (request, reply) => {
    const updated = await changePassword(app.db, {
      attempts,
      maxFailures: limits.loginFailuresPerEmail,
      userId: currentUser(request).id,
      input: request.body,
    });
    return { message: MESSAGES.passwordChanged, token: await startSession(reply, updated) };
  });

  serveEndpoint(app, 'auth.updateProfile', async (request) => ({
    message: MESSAGES.profileUpdated,
    user: toPublicUser(await updateProfile(app.db, currentUser(request).id, request.body)),
  }));
}

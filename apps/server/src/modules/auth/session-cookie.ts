import type { FastifyInstance, FastifyReply } from 'fastify';
import { TOKEN_COOKIE, markSignedIn, sessionCookieOptions } from '../../plugins/auth.js';

/**
 * Signs a session of the account, in its current session generation, and sets it as the
 * httpOnly cookie beside returning it (for the client's bearer header), with the readable
 * SIGNED_IN_COOKIE that tells the web app there is a session to ask about.
 */
export function sessionStarter(app: FastifyInstance) {
  const { config } = app;
  return async (
    reply: FastifyReply,
    user: { id: string; sessionGeneration: number },
  ): Promise<string> => {
    const token = await app.tokens.sign(user.id, user.sessionGeneration);
    void reply.setCookie(TOKEN_COOKIE, token, { ...sessionCookieOptions(config), httpOnly: true });
    markSignedIn(reply, config);
    return token;
  };
}

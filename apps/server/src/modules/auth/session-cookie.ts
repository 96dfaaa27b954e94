import type { FastifyInstance, FastifyReply } from 'fastify';
import { TOKEN_TTL_SECONDS } from '../../lib/tokens.js';
import { TOKEN_COOKIE } from '../../plugins/auth.js';

/**
 * Signs a session of the account, in its current session generation, and sets it as the
 * httpOnly cookie beside returning it (for the client's bearer header).
 */
export function sessionStarter(app: FastifyInstance) {
  const { config } = app;
  const secureCookie = (config.publicUrl ?? '').startsWith('https:') || config.env === 'production';
  return async (
    reply: FastifyReply,
    user: { id: string; sessionGeneration: number },
  ): Promise<string> => {
    const token = await app.tokens.sign(user.id, user.sessionGeneration);
    void reply.setCookie(TOKEN_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      path: '/',
      maxAge: TOKEN_TTL_SECONDS,
    });
    return token;
  };
}

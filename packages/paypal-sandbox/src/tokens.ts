import { randomBytes } from 'node:crypto';

/** The fixed credentials the sandbox accepts, as the API contract publishes them. */
export const SANDBOX_CLIENT_ID = 'attire-sandbox-client';
export const SANDBOX_CLIENT_SECRET = 'attire-sandbox-secret';

const TOKEN_SECONDS = 9 * 60 * 60;

/**
 * OAuth access tokens, in memory only: after a restart a client's token is refused once and the
 * client asks for a new one, as it must with PayPal too. At most `maxTokens` are kept; past
 * that the expired go first, then the oldest.
 */
export function createTokens(maxTokens: number) {
  const expiries = new Map<string, number>();

  return {
    issue(clientId: string, secret: string) {
      if (clientId !== SANDBOX_CLIENT_ID || secret !== SANDBOX_CLIENT_SECRET) return undefined;
      const now = Date.now();
      if (expiries.size >= maxTokens) {
        for (const [token, expiresAt] of expiries) if (expiresAt <= now) expiries.delete(token);
      }
      while (expiries.size >= maxTokens) expiries.delete(expiries.keys().next().value!);
      const token = `A21AA${randomBytes(32).toString('base64url')}`;
      expiries.set(token, now + TOKEN_SECONDS * 1000);
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS };
    },

    accepts: (token: string) => (expiries.get(token) ?? 0) > Date.now(),
  };
}

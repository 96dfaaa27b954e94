import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A check of `Authorization: Bearer <token>` against `token`. Both sides are hashed first, so
 * that they compare in constant time at equal length and the time taken tells nothing of the
 * token, not even its length.
 */
export function bearerTokenCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const given = /^Bearer (\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

import { RETURN_TO } from './return-to';

/**
 * A path of this shop (a slash, then neither a slash nor a backslash), never a sign-in page,
 * with no backslash or control character anywhere (a browser may read one as a slash, or drop
 * it): so the parameter cannot send anyone to another site ('//x', 'https:x', a backslash).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SHOP_PATH = /^\/(?!auth(?:[/?#]|$))[^/\\\0-\x1f\x7f][^\\\0-\x1f\x7f]*$/;

/** The page to return to after signing in, or null when `value` is not a safe one. */
export function safeReturnPath(value: string | null | undefined): string | null {
  return value && SHOP_PATH.test(value) ? value : null;
}

/** The return path a sign-in page's query string carries, if it is a safe one. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO));
}

/** A query string that passes the return path on (to register, or back to login). */
export function returnQuery(returnPath: string | null): string {
  return returnPath ? `?${RETURN_TO}=${encodeURIComponent(returnPath)}` : '';
}

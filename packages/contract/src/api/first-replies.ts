// The replies the server writes into a signed-in shop page's HTML, so that the page's first API
// calls are answered without a round trip (apps/server/src/plugins/web-app-preload.ts writes
// them, apps/web/src/lib/first-replies.ts takes them).

/** The id of the `<script type="application/json">` element that carries them. */
export const FIRST_REPLIES_ELEMENT_ID = 'first-replies';

/**
 * The one spelling of an API URL both sides agree on: its path, then its query parameters
 * sorted by name, empty ones left out, so that the order each side builds a query in does
 * not matter.
 */
export function firstReplyKey(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const kept = [...params].filter(([, value]) => value !== '');
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${url.slice(0, queryAt)}?${query}` : url.slice(0, queryAt);
}

import { FIRST_REPLIES_ELEMENT_ID, firstReplyKey } from '@attire/contract';

/**
 * The replies the server wrote into a signed-in page's HTML for its first API calls
 * (apps/server/src/plugins/web-app-preload.ts). They answer those calls as the page opens and
 * only then: each is taken once, and none after FRESH_FOR_MS, when a call must ask the server.
 */
const FRESH_FOR_MS = 10_000;

let replies: Map<string, unknown> | undefined;

function readReplies(): Map<string, unknown> {
  const text = document.getElementById(FIRST_REPLIES_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    return new Map(parsed && typeof parsed === 'object' ? Object.entries(parsed) : []);
  } catch {
    // A page cut short in transit: the calls ask the server instead.
    return new Map();
  }
}

/** The written reply to a GET of `url` (`/api/...?query`), once; undefined when there is none. */
export function takeFirstReply(url: string): unknown {
  replies ??= readReplies();
  if (replies.size === 0) return undefined;
  if (performance.now() > FRESH_FOR_MS) {
    replies.clear();
    return undefined;
  }
  const key = firstReplyKey(url);
  const reply = replies.get(key);
  replies.delete(key);
  return reply;
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { MailKind } from '@attire/contract';

// The token of a reset or verification link opens an account, and the token table keeps only
// its hash. The e-mail carrying it is written in the event's transaction and may leave much
// later (after a crash, on the queue's retries), so the stored message must let the sender
// rebuild the link, and let nobody else: its data holds the token sealed (AES-256-GCM, under a
// key derived from JWT_SECRET, which only the server holds), never in clear; its stored text
// and HTML show HIDDEN_TOKEN in the link. Once sent, kept in production, or given up, even the
// sealed token is dropped.
//
// The Messages page shows every admin every message, so it shows the link with HIDDEN_TOKEN,
// with one exception: outside production with no SMTP_URL nothing is ever sent, and the page
// (and the log) is how a developer gets the link on a fresh machine; there a queued or kept
// message shows its live link.

/** The kinds of e-mail whose link carries an account token. */
const LINK_KINDS = ['verifyEmail', 'resetPassword'] as const satisfies readonly MailKind[];
export type LinkKind = (typeof LINK_KINDS)[number];
export const isLinkKind = (kind: string): kind is LinkKind =>
  (LINK_KINDS as readonly string[]).includes(kind);

/** What a link e-mail's row is written with. */
export interface SealedLinkData {
  name: string;
  sealedToken: string;
}

/**
 * A link e-mail's data as read back: the sealed token until it is dropped; `token` in clear
 * only in rows written before tokens were sealed (they still leave when queued).
 */
export interface StoredLinkData {
  name: string;
  sealedToken?: string;
  token?: string;
}

/** Stands in for the token wherever the link must not work. */
export const HIDDEN_TOKEN = 'hidden';

/** Thrown when a sealed token cannot be opened: JWT_SECRET changed since it was sealed. */
export class UnreadableLinkToken extends Error {}

export interface LinkTokenSeal {
  seal(token: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function linkTokenSeal(serverSecret: string): LinkTokenSeal {
  // A key of its own, so that the JWT signing key itself never encrypts anything.
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'attire', 'mail link tokens', 32));
  return {
    seal(token) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      try {
        if (!sealed.startsWith(VERSION)) throw new Error('unknown format');
        const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = bytes.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch (error) {
        throw new UnreadableLinkToken('the link token cannot be opened (JWT_SECRET changed?)', {
          cause: error,
        });
      }
    },
  };
}

/** Which token a link is rendered with, from its message's stored data. */
export type TokenFor = (data: StoredLinkData) => string;

export const hiddenToken: TokenFor = () => HIDDEN_TOKEN;

/** The live token, for sending; throws UnreadableLinkToken if it cannot be opened. */
export const liveToken =
  (seal: LinkTokenSeal): TokenFor =>
  (data) =>
    data.sealedToken ? seal.open(data.sealedToken) : (data.token ?? HIDDEN_TOKEN);

/**
 * The tokens the Messages page shows for a message in `state`: live only on a developer's
 * machine (see the top of this file), hidden everywhere else.
 */
export function messagesPageTokens(options: {
  production: boolean;
  smtp: boolean;
  seal: LinkTokenSeal;
}): (state: string) => TokenFor {
  if (options.production || options.smtp) return () => hiddenToken;
  const live = liveToken(options.seal);
  const liveOrHidden: TokenFor = (data) => {
    try {
      return live(data);
    } catch {
      return HIDDEN_TOKEN;
    }
  };
  return (state) => (state === 'queued' || state === 'kept' ? liveOrHidden : hiddenToken);
}

/** The data of a link e-mail without its token, once nothing will render the link live again. */
export const withoutToken = (data: StoredLinkData) => ({ name: data.name });

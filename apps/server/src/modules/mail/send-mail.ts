import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { MailKind } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { mailMessages } from '../../db/schema/index.js';
import type { JobRun } from '../jobs/types.js';
import {
  type LinkTokenSeal,
  type StoredLinkData,
  type TokenFor,
  UnreadableLinkToken,
  hiddenToken,
  isLinkKind,
  liveToken,
  withoutToken,
} from './link-tokens.js';
import type { MailData } from './mail-data.js';
import { type MailContext, type RenderedMail, renderMail } from './templates/index.js';
import type { MailTransport } from './transport.js';

export interface MailSenderDeps {
  db: Db;
  /** Unset without SMTP_URL: messages are kept, not sent. */
  transport: () => MailTransport | undefined;
  from: string;
  /** Links and the shop's contact, read as each message is rendered. */
  context: () => Promise<MailContext>;
  /** Opens the sealed token of a link e-mail (see link-tokens.ts). */
  seal: LinkTokenSeal;
  /** Whether a kept message's link stays live (logged, on the Messages page): not in production. */
  liveKeptLinks: boolean;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Told how each send ended (the metrics' counters, modules/metrics); unset without them. */
  counted?: (kind: string, outcome: MailOutcome) => void;
  /**
   * Asked just before a message leaves; true withdraws it (a back-in-stock e-mail whose size
   * sold out again: modules/stock-alerts/withdraw-mail.ts), and it is not sent.
   */
  withdrawn?: (row: MailRow) => Promise<boolean>;
}

/** How one attempt to send ended: accepted, failed and to be tried again, or failed for good. */
export type MailOutcome = 'sent' | 'retried' | 'given_up';

type MailRow = typeof mailMessages.$inferSelect;

// Longer than one send can last with the transport's timeouts: a mark older than this was left
// by a run that died, not by one still talking to the SMTP server.
const SENDING_STALE_MS = 2 * 60_000;

/** A stored message rendered; the link of a link e-mail carries the token `tokenFor` gives. */
export function renderRow(row: MailRow, context: MailContext, tokenFor: TokenFor): RenderedMail {
  const kind = row.kind as MailKind;
  if (!isLinkKind(kind)) return renderMail(kind, row.data as MailData, context);
  const data = row.data as StoredLinkData;
  return renderMail(kind, { name: data.name, token: tokenFor(data) }, context);
}

/** The data of a message whose link will never be rendered live again: without its token. */
const dropToken = (row: MailRow) =>
  isLinkKind(row.kind) ? { data: withoutToken(row.data as StoredLinkData) } : {};

/**
 * The `mail.send` job: sends one queued message, or keeps it when no SMTP_URL is set.
 *
 * Jobs run at least once, so the row says what is done: a message that is no longer `queued`
 * is left alone, and `sending_since` marks a send in progress, so that a second run of the
 * same job keeps off while the first talks to the SMTP server. What remains is the moment
 * between the SMTP server's "250 accepted" and the commit that marks the row sent: a process
 * that dies there leaves the mark, and once it is stale the message is sent again (better twice
 * than never for a reset link). It carries the same Message-ID both times, so mail apps that
 * notice show it once.
 */
export async function sendQueuedMail(deps: MailSenderDeps, payload: unknown, run: JobRun) {
  const { messageId } = payload as { messageId: string };
  const [row] = await deps.db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
  if (!row || row.state !== 'queued') return;
  if (await deps.withdrawn?.(row)) return;
  const context = await deps.context();
  let rendered: RenderedMail;
  try {
    rendered = renderRow(row, context, liveToken(deps.seal));
  } catch (error) {
    if (error instanceof UnreadableLinkToken) return giveUpUnreadable(deps, row, error);
    throw error;
  }
  // What the row keeps: the link without its token (rendered.text would hold a working link).
  const stored = isLinkKind(row.kind) ? renderRow(row, context, hiddenToken) : rendered;
  const transport = deps.transport();
  if (!transport) return keep(deps, row, stored, rendered);

  const claimed = await deps.db
    .update(mailMessages)
    .set({
      sendingSince: sql`now()`,
      attempts: sql`${mailMessages.attempts} + 1`,
      subject: stored.subject,
      text: stored.text,
      html: stored.html,
    })
    .where(
      and(
        eq(mailMessages.id, row.id),
        eq(mailMessages.state, 'queued'),
        or(
          isNull(mailMessages.sendingSince),
          lt(
            mailMessages.sendingSince,
            sql`now() - ${`${SENDING_STALE_MS} milliseconds`}::interval`,
          ),
        ),
      ),
    )
    .returning({ id: mailMessages.id });
  if (claimed.length === 0)
    throw new Error('Another run is sending this e-mail; it is looked at again later');
  const details = { mailId: row.id, kind: row.kind, attempt: run.attempt };
  if (row.sendingSince) {
    deps.log.warn(details, 'an earlier run stopped while sending this e-mail; it is sent again');
  }

  try {
    await transport.sendMail({
      from: deps.from,
      to: row.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: `<${row.id}@${domainOf(deps.from)}>`,
      // When the event happened: messages sent late or out of order still sort as they happened.
      date: row.createdAt,
    });
  } catch (error) {
    const reason = smtpFailure(error);
    const permanent = (error as { permanent?: boolean }).permanent === true;
    const givingUp = permanent || run.attempt >= run.maxAttempts;
    deps.counted?.(row.kind, givingUp ? 'given_up' : 'retried');
    await deps.db
      .update(mailMessages)
      .set({
        sendingSince: null,
        lastError: reason,
        ...(givingUp && { state: 'failed', ...dropToken(row) }),
      })
      .where(eq(mailMessages.id, row.id));
    if (permanent) {
      // The same message would be refused again: the job ends here, the row says why.
      deps.log.error({ ...details, reason }, 'the SMTP server refused this e-mail for good');
      return;
    }
    throw new Error(reason);
  }
  deps.counted?.(row.kind, 'sent');
  await deps.db
    .update(mailMessages)
    .set({
      state: 'sent',
      sentAt: sql`now()`,
      sendingSince: null,
      lastError: null,
      ...dropToken(row),
    })
    .where(eq(mailMessages.id, row.id));
}

/**
 * No SMTP_URL: the message is kept for the Messages page, and its links go to the log; live
 * ones outside production only (see link-tokens.ts), where the sealed token stays for the page.
 */
async function keep(deps: MailSenderDeps, row: MailRow, stored: RenderedMail, live: RenderedMail) {
  await deps.db
    .update(mailMessages)
    .set({
      state: 'kept',
      subject: stored.subject,
      text: stored.text,
      html: stored.html,
      ...(!deps.liveKeptLinks && dropToken(row)),
    })
    .where(and(eq(mailMessages.id, row.id), eq(mailMessages.state, 'queued')));
  deps.log.info(
    { mailId: row.id, kind: row.kind, links: (deps.liveKeptLinks ? live : stored).links },
    'e-mail kept, not sent (no SMTP_URL): an admin reads it on the Messages page',
  );
}

/** A link whose token no longer opens (JWT_SECRET changed) would never work: the send ends. */
async function giveUpUnreadable(deps: MailSenderDeps, row: MailRow, error: Error) {
  await deps.db
    .update(mailMessages)
    .set({ state: 'failed', lastError: error.message, ...dropToken(row) })
    .where(and(eq(mailMessages.id, row.id), eq(mailMessages.state, 'queued')));
  deps.counted?.(row.kind, 'given_up');
  deps.log.error({ mailId: row.id, kind: row.kind }, error.message);
}

const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'attire.mail';

/**
 * What is kept of a failed send: nodemailer's code, the SMTP reply code and its message,
 * without the addresses an SMTP reply may repeat (this reaches the jobs table and the logs).
 */
function smtpFailure(error: unknown): string {
  const { code, responseCode, message } = error as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  const text = (message ?? String(error)).replace(/[^\s<>@]+@[^\s<>@]+/g, '<address>');
  return [code, responseCode, text].filter(Boolean).join(' ').slice(0, 500);
}

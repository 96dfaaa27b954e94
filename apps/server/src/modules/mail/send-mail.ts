import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { MailKind } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { mailMessages } from '../../db/schema/index.js';
import type { JobRun } from '../jobs/types.js';
import { type MailData, SECRET_FIELDS } from './mail-data.js';
import { type LinkContext, type RenderedMail, renderMail } from './templates/index.js';
import type { MailTransport } from './transport.js';

export interface MailSenderDeps {
  db: Db;
  /** Unset without SMTP_URL: messages are kept, not sent. */
  transport: () => MailTransport | undefined;
  from: string;
  links: () => LinkContext;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

type MailRow = typeof mailMessages.$inferSelect;

// Longer than one send can last with the transport's timeouts: a mark older than this was left
// by a run that died, not by one still talking to the SMTP server.
const SENDING_STALE_MS = 2 * 60_000;

export const renderRow = (row: MailRow, links: LinkContext): RenderedMail =>
  renderMail(row.kind as MailKind, row.data as MailData, links);

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
  const rendered = renderRow(row, deps.links());
  const transport = deps.transport();
  if (!transport) return keep(deps, row, rendered);

  const claimed = await deps.db
    .update(mailMessages)
    .set({
      sendingSince: sql`now()`,
      attempts: sql`${mailMessages.attempts} + 1`,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
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
    await deps.db
      .update(mailMessages)
      .set({ sendingSince: null, lastError: reason, ...(givingUp && { state: 'failed' }) })
      .where(eq(mailMessages.id, row.id));
    if (permanent) {
      // The same message would be refused again: the job ends here, the row says why.
      deps.log.error({ ...details, reason }, 'the SMTP server refused this e-mail for good');
      return;
    }
    throw new Error(reason);
  }
  await deps.db
    .update(mailMessages)
    .set({
      state: 'sent',
      sentAt: sql`now()`,
      sendingSince: null,
      lastError: null,
      ...withoutSecrets(row, rendered),
    })
    .where(eq(mailMessages.id, row.id));
}

/** No SMTP_URL: the message is kept for the Messages page, and its links go to the log. */
async function keep(deps: MailSenderDeps, row: MailRow, rendered: RenderedMail) {
  await deps.db
    .update(mailMessages)
    .set({ state: 'kept', subject: rendered.subject, text: rendered.text, html: rendered.html })
    .where(and(eq(mailMessages.id, row.id), eq(mailMessages.state, 'queued')));
  deps.log.info(
    { mailId: row.id, kind: row.kind, links: rendered.links },
    'e-mail kept, not sent (no SMTP_URL): an admin reads it on the Messages page',
  );
}

/** A sent message's stored copy without the secrets of its links (they work from the inbox). */
function withoutSecrets(row: MailRow, rendered: RenderedMail) {
  const fields = SECRET_FIELDS[row.kind as MailKind];
  if (!fields) return {};
  const data = { ...(row.data as Record<string, unknown>) };
  let { text, html } = rendered;
  for (const field of fields) {
    const secret = data[field];
    if (typeof secret !== 'string' || !secret) continue;
    text = text.replaceAll(secret, 'removed-once-sent');
    html = html.replaceAll(secret, 'removed-once-sent');
    data[field] = '';
  }
  return { data, text, html };
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

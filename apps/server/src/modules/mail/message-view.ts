import { count, desc, eq, sql } from 'drizzle-orm';
import { MESSAGES, type MailKind, type MailListQuery, type MailMessage } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { mailMessages } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { type TokenFor, isLinkKind } from './link-tokens.js';
import { renderRow } from './send-mail.js';
import type { MailContext } from './templates/index.js';

type MailRow = typeof mailMessages.$inferSelect;

export interface MessageView {
  context: MailContext;
  /** The token a message's link shows, by the message's state (messagesPageTokens). */
  tokensFor: (state: string) => TokenFor;
}

/**
 * A message as the back office reads it. One still queued has not been rendered yet: it is
 * rendered here, as it will be sent. A link e-mail is always rendered here, from its data, so
 * that whether its link works is decided now (link-tokens.ts), whatever a stored copy holds.
 */
function toMailMessage(row: MailRow, view: MessageView): MailMessage {
  const rendered =
    row.subject !== null && row.text !== null && row.html !== null && !isLinkKind(row.kind)
      ? { subject: row.subject, text: row.text, html: row.html }
      : renderRow(row, view.context, view.tokensFor(row.state));
  return {
    id: row.id,
    kind: row.kind as MailKind,
    to: row.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    state: row.state as MailMessage['state'],
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** Newest first; `to` picks one address's messages, whatever its case. */
export async function listMessages(db: Db, query: MailListQuery, view: MessageView) {
  const where = query.to ? sql`lower(${mailMessages.to}) = ${query.to.toLowerCase()}` : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(mailMessages).where(where),
  ]);
  return {
    messages: rows.map((row) => toMailMessage(row, view)),
    total: counted?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function getMessage(db: Db, id: string, view: MessageView): Promise<MailMessage> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!row) throw notFound(MESSAGES.mailNotFound);
  return toMailMessage(row, view);
}

import type { MailKind } from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { mailMessages } from '../../db/schema/index.js';
import { enqueue } from '../jobs/enqueue.js';
import type { LinkKind, SealedLinkData } from './link-tokens.js';
import type { MailData } from './mail-data.js';

export const MAIL_SEND_JOB = 'mail.send';

// An SMTP server that is down for hours still gets the message: the waits double from 10 s to
// the queue's one-hour cap, so 20 attempts span about 12 hours.
const SEND_ATTEMPTS = 20;

export interface NewMail<K extends MailKind> {
  kind: K;
  to: string;
  /** Names the event the e-mail tells of (`order-confirmed:<orderId>`): one event, one e-mail. */
  eventKey: string;
  /** A link e-mail's token only sealed (link-tokens.ts): the row never holds it in clear. */
  data: K extends LinkKind ? SealedLinkData : MailData<K>;
}

/**
 * Writes an e-mail and queues its sending, in the caller's transaction: the e-mail exists if and
 * only if the event does. Returns the message's id; a second call for the same event queues
 * nothing and returns undefined.
 */
export async function queueMail<K extends MailKind>(
  db: DbOrTx,
  mail: NewMail<K>,
): Promise<string | undefined> {
  const [row] = await db
    .insert(mailMessages)
    .values({ kind: mail.kind, to: mail.to, eventKey: mail.eventKey, data: mail.data })
    .onConflictDoNothing({ target: mailMessages.eventKey })
    .returning({ id: mailMessages.id });
  if (!row) return undefined;
  await enqueue(db, {
    kind: MAIL_SEND_JOB,
    key: `mail:${mail.eventKey}`,
    payload: { messageId: row.id },
    maxAttempts: SEND_ATTEMPTS,
  });
  return row.id;
}

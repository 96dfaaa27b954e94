import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAIL_KINDS, MAIL_STATES } from '@attire/contract';
import { inList } from './in-list.js';

/**
 * Every e-mail the shop writes (modules/mail). A row is written in the transaction of the event
 * it tells of, with the data its template needs; the `mail.send` job renders it (links need the
 * shop's address, known to the running server), keeps the rendering and sends it, or keeps it
 * unsent when no SMTP_URL is set. `event_key` names the event (`order-confirmed:<id>`): one event,
 * one message, however often it is reported.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** What the template is rendered from; the secret of a link is blanked once it is sent. */
    data: jsonb('data').notNull().default({}),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    state: text('state').notNull().default('queued'),
    eventKey: text('event_key').notNull(),
    /** Set while a run is talking to the SMTP server; a second run keeps off until it is stale. */
    sendingSince: timestamp('sending_since', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('mail_messages_kind_check', inList(sql`${table.kind}`, MAIL_KINDS)),
    check('mail_messages_state_check', inList(sql`${table.state}`, MAIL_STATES)),
    uniqueIndex('mail_messages_event_key').on(table.eventKey),
    index('mail_messages_created_idx').on(table.createdAt, table.id),
    index('mail_messages_to_idx').on(sql`lower(${table.to})`, table.createdAt),
  ],
);

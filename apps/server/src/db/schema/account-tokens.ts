import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inList } from './in-list.js';
import { users } from './users.js';

export const ACCOUNT_TOKEN_PURPOSES = ['reset-password', 'verify-email'] as const;

/**
 * The secrets of the links the shop e-mails (modules/auth/account-tokens.ts). Only a SHA-256 of
 * each is kept: someone who reads this table cannot use a link. A token works once
 * (`used_at`) and until `expires_at`; a verification token also names the address it was sent
 * to, so that it proves nothing about another one.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('account_tokens_purpose_check', inList(sql`${table.purpose}`, ACCOUNT_TOKEN_PURPOSES)),
    uniqueIndex('account_tokens_hash_key').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
  ],
);

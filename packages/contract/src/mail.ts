import { z } from 'zod';
import { IdSchema, PageInfoShape, PageQuerySchema, successReply } from './common.js';

/** What the shop's e-mails are about; each has a template on the server. */
export const MAIL_KINDS = [
  'verifyEmail',
  'resetPassword',
  'passwordChanged',
  'orderConfirmed',
  'orderStatusChanged',
  'orderRefunded',
  'returnUpdated',
  'backInStock',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_STATES = ['queued', 'sent', 'kept', 'failed'] as const;

/**
 * An e-mail the shop wrote, as the back office's Messages page shows it: `kept` when no
 * SMTP_URL is set (nothing is sent), `sent` once the SMTP server accepted it. A reset or
 * verification link shows its token hidden, except on a development server without SMTP_URL.
 */
export const MailMessageSchema = z.object({
  id: IdSchema,
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  state: z.enum(MAIL_STATES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;

export const MailListQuerySchema = PageQuerySchema.extend({
  to: z.string().trim().max(254).optional(),
});
export type MailListQuery = z.infer<typeof MailListQuerySchema>;

export const MailPageReplySchema = successReply({
  messages: z.array(MailMessageSchema),
  ...PageInfoShape,
});
// `mail`, not `message`: the envelope keeps `message` for a text.
export const MailReplySchema = successReply({ mail: MailMessageSchema });

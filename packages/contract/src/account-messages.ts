// Kept apart from messages.ts, and out of MESSAGES, as order-messages.ts is: the web app's first
// load carries messages.ts (UI_MESSAGES), and these texts are needed only by the account pages
// (password reset, e-mail verification, profile) and the back office's Messages page.
import type { MailKind, MailMessage } from './mail.js';

/**
 * The web's own texts for accounts and e-mail. Where a reply carries a message (a reset link
 * sent, a password changed), the web shows the server's; `emailVerified` and `profileUpdated`
 * are for a reply that has none.
 */
export const ACCOUNT_UI_MESSAGES = {
  forgotPasswordHint:
    'Enter the e-mail address of your account and we will send it a link to choose a new password.',
  resetPasswordHint: 'Choose a new password for your account.',
  linkIncomplete: 'This link is incomplete. Please ask for a new one.',
  verifyEmailHeading: 'Verify your e-mail',
  emailVerifiedHeading: 'E-mail verified',
  verifyEmailFailedHeading: 'Verification link not valid',
  verifyingEmail: 'Verifying your e-mail address...',
  emailVerified: 'Your e-mail address is verified.',
  emailNotVerified:
    'Your e-mail address is not verified yet. Open the link we sent you, or ask for a new one.',
  profileUpdated: 'Your profile has been updated.',
  noMessages: 'No e-mails yet.',
  noMessagesTo: 'No e-mails to this address.',
  messagesKeptHint:
    'Without SMTP_URL the shop sends nothing: its e-mails are kept here. Their reset and verification links work from here only on a development server; otherwise the link is shown with its token hidden.',
} as const;

/** The Messages page's names for what an e-mail is about. */
export const MAIL_KIND_LABELS: Readonly<Record<MailKind, string>> = {
  verifyEmail: 'E-mail verification',
  resetPassword: 'Password reset',
  passwordChanged: 'Password changed',
  orderConfirmed: 'Order confirmed',
  orderStatusChanged: 'Order status',
  orderRefunded: 'Refund',
  returnUpdated: 'Return',
  backInStock: 'Back in stock',
};

/** The Messages page's names for where an e-mail is on its way out. */
export const MAIL_STATE_LABELS: Readonly<Record<MailMessage['state'], string>> = {
  queued: 'Queued',
  sent: 'Sent',
  kept: 'Kept (not sent)',
  failed: 'Failed',
};

import type { MailDataByKind } from '../mail-data.js';
import type { MailContent } from './blocks.js';
import { SHOP_NAME } from './format.js';

// The e-mails about the account itself. Their links go to the web app's pages, which post the
// token to the API (the token never travels in an API URL, so it stays out of request logs).

export interface LinkContext {
  /** Where shoppers reach the web app, without a trailing slash. */
  shopUrl: string;
}

const withToken = (context: LinkContext, page: string, token: string) =>
  `${context.shopUrl}${page}?token=${encodeURIComponent(token)}`;

export function verifyEmail(
  data: MailDataByKind['verifyEmail'],
  context: LinkContext,
): MailContent {
  return {
    subject: `Verify your e-mail address for ${SHOP_NAME}`,
    preheader: 'One click to confirm that this address is yours.',
    heading: `Welcome to ${SHOP_NAME}, ${data.name}`,
    blocks: [
      {
        type: 'paragraph',
        text: 'Please confirm that this e-mail address is yours. You can shop in the meantime.',
      },
      {
        type: 'button',
        label: 'Verify my e-mail address',
        url: withToken(context, '/auth/verify-email', data.token),
      },
      {
        type: 'smallPrint',
        text: 'The link works for 7 days. If you did not create an account, ignore this e-mail.',
      },
    ],
  };
}

export function resetPassword(
  data: MailDataByKind['resetPassword'],
  context: LinkContext,
): MailContent {
  return {
    subject: `Reset your ${SHOP_NAME} password`,
    preheader: 'Someone asked to reset the password of your account.',
    heading: 'Reset your password',
    blocks: [
      {
        type: 'paragraph',
        text: `Hello ${data.name}, someone (we hope you) asked to reset the password of your ${SHOP_NAME} account.`,
      },
      {
        type: 'button',
        label: 'Choose a new password',
        url: withToken(context, '/auth/reset-password', data.token),
      },
      {
        type: 'smallPrint',
        text: 'The link works once, for 60 minutes. Resetting the password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.',
      },
    ],
  };
}

export function passwordChanged(
  data: MailDataByKind['passwordChanged'],
  context: LinkContext,
): MailContent {
  const how = data.how === 'reset' ? 'was reset with a link sent here' : 'was changed';
  return {
    subject: `Your ${SHOP_NAME} password has been changed`,
    preheader: 'If this was you, there is nothing to do.',
    heading: 'Your password has been changed',
    blocks: [
      {
        type: 'paragraph',
        text: `Hello ${data.name}, the password of your ${SHOP_NAME} account ${how}. Your other devices have been signed out.`,
      },
      {
        type: 'paragraph',
        text: 'If this was not you, reset your password at once and check your orders and addresses.',
      },
      {
        type: 'button',
        label: 'Reset my password',
        url: `${context.shopUrl}/auth/forgot-password`,
      },
    ],
  };
}

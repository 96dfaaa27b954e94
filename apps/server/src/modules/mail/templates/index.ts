import type { MailKind } from '@attire/contract';
import type { MailData, MailDataByKind } from '../mail-data.js';
import { type LinkContext, passwordChanged, resetPassword, verifyEmail } from './account.js';
import type { MailContent, RenderedMail } from './blocks.js';
import { renderLayout } from './layout.js';
import { orderConfirmed, orderRefunded, orderStatusChanged, returnUpdated } from './orders.js';

export type { LinkContext } from './account.js';
export type { RenderedMail } from './blocks.js';

const TEMPLATES: {
  [K in MailKind]: (data: MailDataByKind[K], context: LinkContext) => MailContent;
} = {
  verifyEmail,
  resetPassword,
  passwordChanged,
  orderConfirmed,
  orderStatusChanged,
  orderRefunded,
  returnUpdated,
};

/** One e-mail of `kind`, in HTML and plain text, from the data stored with it. */
export function renderMail<K extends MailKind>(
  kind: K,
  data: MailData<K>,
  context: LinkContext,
): RenderedMail {
  return renderLayout(TEMPLATES[kind](data, context));
}

import type { MailKind } from '@attire/contract';
import type { MailData, MailDataByKind } from '../mail-data.js';
import { passwordChanged, resetPassword, verifyEmail } from './account.js';
import { backInStock } from './back-in-stock.js';
import type { MailContent, RenderedMail } from './blocks.js';
import type { MailContext } from './context.js';
import { renderLayout } from './layout.js';
import { orderConfirmed, orderRefunded, orderStatusChanged, returnUpdated } from './orders.js';

export type { LinkContext } from './account.js';
export type { RenderedMail } from './blocks.js';
export type { MailContext, ShopContact } from './context.js';

const TEMPLATES: {
  [K in MailKind]: (data: MailDataByKind[K], context: MailContext) => MailContent;
} = {
  verifyEmail,
  resetPassword,
  passwordChanged,
  orderConfirmed,
  orderStatusChanged,
  orderRefunded,
  returnUpdated,
  backInStock,
};

/**
 * One e-mail of `kind`, in HTML and plain text, from the data stored with it; its footer says
 * how to reach the shop.
 */
export function renderMail<K extends MailKind>(
  kind: K,
  data: MailData<K>,
  context: MailContext,
): RenderedMail {
  return renderLayout(TEMPLATES[kind](data, context), context.shop);
}

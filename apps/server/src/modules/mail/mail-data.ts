import type { MailKind, OrderStatus, ReturnStatus } from '@attire/contract';

// What each kind of e-mail is rendered from. It is stored with the message (jsonb) in the
// transaction of the event, so the e-mail tells the order as it stood then, whenever it leaves.

/** A line of an order as an e-mail lists it: its size and colour (colour id) on the line. */
export interface MailLine {
  title: string;
  size: string | null;
  colour: string | null;
  quantity: number;
  /** The unit price paid, in paise. */
  pricePaise: number;
}

export interface MailOrder {
  id: string;
  /** ISO date of the order. */
  placedAt: string;
  items: MailLine[];
  totalPaise: number;
  address: { address: string; city: string; pincode: string; phone: string };
}

export interface MailDataByKind {
  verifyEmail: { name: string; token: string };
  resetPassword: { name: string; token: string };
  passwordChanged: { name: string; how: 'reset' | 'change' };
  orderConfirmed: { name: string; order: MailOrder };
  orderStatusChanged: { name: string; order: MailOrder; status: OrderStatus; note?: string };
  orderRefunded: { name: string; order: MailOrder; amountPaise: number; reason: string };
  returnUpdated: {
    name: string;
    order: MailOrder;
    status: ReturnStatus;
    items: MailLine[];
    note?: string;
  };
}

export type MailData<K extends MailKind = MailKind> = MailDataByKind[K];

/**
 * The fields of a kind's data that are secrets (the token of a link): blanked in the stored
 * message once the SMTP server has it, so that the table does not keep working links.
 */
export const SECRET_FIELDS: Readonly<Partial<Record<MailKind, readonly string[]>>> = {
  verifyEmail: ['token'],
  resetPassword: ['token'],
};

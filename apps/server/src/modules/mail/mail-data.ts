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

/**
 * The order's money as its stored columns hold it (contract: "Money at checkout"): total =
 * subtotal − discount + shipping, with the GST inside, never added.
 */
export interface MailMoney {
  subtotalPaise: number;
  discountPaise: number;
  /** The code as the merchant wrote it; null when no code was used. */
  promoCode: string | null;
  shippingPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface MailOrder {
  id: string;
  /** ISO date of the order. */
  placedAt: string;
  items: MailLine[];
  totalPaise: number;
  /**
   * Absent in messages queued before orders kept these figures: a message may wait hours for
   * its SMTP server, across a release, and still leaves (with its total alone, as then).
   */
  money?: MailMoney;
  /** The order's tax invoice, when a registered shop issued one with the payment. */
  invoiceNumber?: string;
  address: { address: string; city: string; pincode: string; phone: string };
}

/**
 * The money of a rejected order: a refund PayPal has not completed yet (`refunding`), a capture
 * still in flight that is refunded if it completes (`inFlight`), or nothing taken (`none`).
 */
export type RejectedPayment = 'refunding' | 'inFlight' | 'none';

/**
 * What each kind is rendered from. The link kinds are stored otherwise, their token sealed
 * (link-tokens.ts): the token in clear exists only while the e-mail is rendered for sending.
 */
export interface MailDataByKind {
  verifyEmail: { name: string; token: string };
  resetPassword: { name: string; token: string };
  passwordChanged: { name: string; how: 'reset' | 'change' };
  orderConfirmed: { name: string; order: MailOrder };
  orderStatusChanged: {
    name: string;
    order: MailOrder;
    status: OrderStatus;
    note?: string;
    /** For a rejected order: what becomes of the shopper's money (absent: nothing was paid). */
    payment?: RejectedPayment;
  };
  orderRefunded: {
    name: string;
    order: MailOrder;
    amountPaise: number;
    reason: string;
    /** The refund's credit note, when the order had a tax invoice. */
    creditNote?: string;
    /** The admin's note on the return this refund paid back (its one e-mail is this one). */
    note?: string;
  };
  returnUpdated: {
    name: string;
    order: MailOrder;
    status: ReturnStatus;
    items: MailLine[];
    note?: string;
  };
  /** A stock alert's one e-mail (modules/stock-alerts): checked again before it leaves. */
  backInStock: BackInStockMail;
}

/** The variant as it stood when its stock rose from 0, and the alert the e-mail answers. */
export interface BackInStockMail {
  name: string;
  alertId: string;
  productId: string;
  variantId: string;
  title: string;
  size: string | null;
  /** A colour id, as order lines keep it. */
  colour: string | null;
  /** The colour's photo, or the product's, as an absolute URL (mail apps resolve no paths). */
  picture: string;
}

export type MailData<K extends MailKind = MailKind> = MailDataByKind[K];

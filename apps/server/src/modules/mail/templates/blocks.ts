import type { MailLine } from '../mail-data.js';

/**
 * An e-mail as a list of blocks, which the layout turns into both its HTML and its plain-text
 * twin, so that the two always say the same thing.
 */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'button'; label: string; url: string }
  | { type: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'lines'; lines: readonly MailLine[]; totals?: MailTotals }
  | { type: 'smallPrint'; text: string }
  /** A picture (absolute URL) linking to `href`; the plain-text twin leaves it out. */
  | { type: 'picture'; url: string; alt: string; href: string };

/** What follows an order's lines, each figure already in words and rupees. */
export interface MailTotals {
  /** The rows above the total: subtotal, the code's saving, shipping. */
  rows: readonly (readonly [label: string, value: string])[];
  total: readonly [label: string, value: string];
  /** Small print under the total: the GST inside it. */
  note?: string;
}

export interface MailContent {
  subject: string;
  /** The line mail apps show after the subject. */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
}

/** The rendered message, and the links it holds (logged when a message is kept unsent). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

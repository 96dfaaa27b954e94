import { colourLabel, formatRupees, toRupees } from '@attire/contract';
import type { MailLine } from '../mail-data.js';
import { grossOfLine } from '../../pricing/stored-money.js';

/** The shop's name, at the head of every e-mail and in its subjects. */
export const SHOP_NAME = 'Attire';

export const rupees = (paise: number) => formatRupees(toRupees(paise));

/** The order's number as the shop's pages show it: the first 8 characters of its id. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** "12 March 2026", in India's time (the shop's prices are rupees; so is its calendar). */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** "Size M · Colour Navy", or '' for a product with neither. */
export function lineDetails(line: Pick<MailLine, 'size' | 'colour'>): string {
  const details = [
    line.size && `Size ${line.size}`,
    line.colour && `Colour ${colourLabel(line.colour)}`,
  ];
  return details.filter(Boolean).join(' · ');
}

/** "2 × ₹1,499.00" */
export const quantityAndPrice = (line: MailLine) => `${line.quantity} × ${rupees(line.pricePaise)}`;

export const lineTotal = (line: MailLine) => rupees(grossOfLine(line, line.quantity));

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (a name, a note an admin typed) made safe inside HTML, attributes included. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

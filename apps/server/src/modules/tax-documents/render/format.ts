import { colourLabel, formatRupees, stateName, toRupees } from '@attire/contract';
import type { DocumentLine, DocumentView } from './document-view.js';

// India has one time zone, UTC+05:30, with no daylight saving: a fixed offset is exact, and
// the date printed does not depend on the server's zone or its ICU data.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** ₹1,902.86, as everywhere else in the shop. */
export const rupees = (paise: number): string => formatRupees(toRupees(paise));

/** The date in India, as an invoice is dated: "26 Nov 2026". */
export function indiaDate(at: Date): string {
  const inIndia = new Date(at.getTime() + INDIA_OFFSET_MS);
  const month = MONTHS[inIndia.getUTCMonth()] ?? '';
  return `${inIndia.getUTCDate()} ${month} ${inIndia.getUTCFullYear()}`;
}

/** "Karnataka (29)"; the bare code for one the contract does not know; a dash for none. */
export function stateLabel(code: string | null): string {
  if (code === null) return '—';
  const name = stateName(code);
  return name === undefined ? code : `${name} (${code})`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The title, and under it the size and colour that tell two lines of one product apart. */
export function lineDescription(line: Pick<DocumentLine, 'description' | 'size' | 'colour'>) {
  const details = [
    line.size === null ? null : `Size ${line.size}`,
    line.colour === null ? null : capitalised(colourLabel(line.colour)),
  ].filter((detail) => detail !== null);
  return details.length > 0 ? `${line.description}\n${details.join(', ')}` : line.description;
}

export const documentTitle = (view: Pick<DocumentView, 'kind'>): string =>
  view.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';

export const percent = (rate: number): string => `${rate}%`;

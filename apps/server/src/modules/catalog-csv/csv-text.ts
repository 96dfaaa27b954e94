import { guardCsvCell } from '@attire/contract';

// RFC 4180 as the exports write it: CRLF after every record, a cell in double quotes when it
// holds a comma, a quote or a line break (its quotes doubled), UTF-8. Every text cell passes
// the formula guard (contract: guardCsvCell), so a spreadsheet never runs one as a formula.

const NEEDS_QUOTES = /[",\r\n]/;

function cellText(value: string | number | null | undefined): string {
  const text = guardCsvCell(value === null || value === undefined ? '' : String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record of a CSV file, with its line end. */
export const csvRecord = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(cellText).join(',')}\r\n`;

/** Paise as the files write rupees: always 2 decimals, no grouping, no symbol. */
export const rupeesCell = (paise: number): string => (paise / 100).toFixed(2);

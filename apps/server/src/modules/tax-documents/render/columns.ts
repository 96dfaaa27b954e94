import type { DocumentLine, DocumentView } from './document-view.js';
import { lineDescription, percent, rupees } from './format.js';

export interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

/** A row of the table: one text per column. */
export type Cells = string[];

// Fixed widths fit figures up to ₹99,999.99 on one line at the table's size; a larger figure
// wraps inside its cell (the row grows) rather than run into its neighbour. The description
// takes what is left, so long titles wrap there.
const NUMBER = { header: '#', width: 16, align: 'left' } as const;
const FIXED_BEFORE_TAX: Column[] = [
  { header: 'HSN', width: 36, align: 'left' },
  { header: 'Qty', width: 24, align: 'right' },
  { header: 'Unit price', width: 50, align: 'right' },
  { header: 'Discount', width: 46, align: 'right' },
  { header: 'Taxable value', width: 52, align: 'right' },
  { header: 'Rate', width: 28, align: 'right' },
];
const SPLIT_TAX: Column[] = [
  { header: 'CGST', width: 46, align: 'right' },
  { header: 'SGST', width: 46, align: 'right' },
];
const WHOLE_TAX: Column[] = [{ header: 'IGST', width: 50, align: 'right' }];
const TOTAL: Column = { header: 'Total', width: 56, align: 'right' };

/** The columns of the lines table, CGST and SGST within a state, IGST between states. */
export function lineColumns(intraState: boolean, tableWidth: number): Column[] {
  const after = [...FIXED_BEFORE_TAX, ...(intraState ? SPLIT_TAX : WHOLE_TAX), TOTAL];
  const fixed = NUMBER.width + after.reduce((sum, column) => sum + column.width, 0);
  const description: Column = { header: 'Description', width: tableWidth - fixed, align: 'left' };
  return [NUMBER, description, ...after];
}

type Taxes = Pick<DocumentLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;

const taxCells = (taxes: Taxes, intraState: boolean): Cells =>
  intraState ? [rupees(taxes.cgstPaise), rupees(taxes.sgstPaise)] : [rupees(taxes.igstPaise)];

export function lineCells(line: DocumentLine, index: number, intraState: boolean): Cells {
  return [
    String(index + 1),
    lineDescription(line),
    line.hsn,
    String(line.quantity),
    rupees(line.unitPricePaise),
    rupees(line.discountPaise),
    rupees(line.taxableValuePaise),
    percent(line.taxRate),
    ...taxCells(line, intraState),
    rupees(line.totalPaise),
  ];
}

/** Delivery, taxed at the highest rate of the order's lines; no HSN, quantity or discount. */
export function shippingCells(
  shipping: NonNullable<DocumentView['shipping']>,
  intraState: boolean,
): Cells {
  return [
    '',
    'Shipping',
    '',
    '',
    '',
    '',
    rupees(shipping.taxableValuePaise),
    percent(shipping.taxRate),
    ...taxCells(shipping, intraState),
    rupees(shipping.totalPaise),
  ];
}

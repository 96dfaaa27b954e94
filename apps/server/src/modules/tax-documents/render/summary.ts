import type { DocumentView } from './document-view.js';
import { rupees } from './format.js';
import { FONT, ensureRoom, frame, rule, write, type Doc } from './page.js';

const BLOCK_WIDTH = 230;
const ROW_SIZE = 9;

function totalRows(view: DocumentView): [string, string][] {
  const { totals } = view;
  const taxes: [string, string][] = view.intraState
    ? [
        ['CGST', rupees(totals.cgstPaise)],
        ['SGST', rupees(totals.sgstPaise)],
      ]
    : [['IGST', rupees(totals.igstPaise)]];
  return [['Taxable value', rupees(totals.taxableValuePaise)], ...taxes];
}

/** A label on the left of the block and its figure on the right, on one line. */
function drawPair(doc: Doc, label: string, value: string, bold: boolean, size: number): void {
  const { right } = frame(doc);
  const left = right - BLOCK_WIDTH;
  const top = doc.y;
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .fillColor('black');
  doc.text(label, left, top, { width: BLOCK_WIDTH / 2 });
  doc.text(value, left + BLOCK_WIDTH / 2, top, { width: BLOCK_WIDTH / 2, align: 'right' });
  doc.y = top + doc.currentLineHeight(true) + 2;
}

/**
 * The totals, then the statement GST asks of every invoice (CGST Rule 46(p)); the shop never
 * sells under reverse charge.
 */
export function drawSummary(doc: Doc, view: DocumentView, onNewPage: () => void): void {
  const rows = totalRows(view);
  ensureRoom(doc, (rows.length + 3) * 16 + 40, onNewPage);
  doc.y += 8;
  for (const [label, value] of rows) drawPair(doc, label, value, false, ROW_SIZE);
  drawPair(doc, 'Total', rupees(view.totals.totalPaise), true, 11);
  rule(doc, 8);
  write(doc, 'Whether tax is payable on reverse charge: No', frame(doc));
}

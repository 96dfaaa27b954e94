import type { Cells, Column } from './columns.js';
import { FONT, RULE, ensureRoom, frame, type Doc } from './page.js';

const SIZE = 7.5;
const PAD_X = 3;
const PAD_Y = 3;
const HEADER_FILL = '#ececec';

const cellOptions = (column: Column) => ({ width: column.width - 2 * PAD_X, align: column.align });

/** The height of a row: its tallest cell, wrapped within its column, and the padding. */
function rowHeight(doc: Doc, columns: Column[], cells: Cells, bold: boolean): number {
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(SIZE);
  const heights = columns.map((column, index) =>
    doc.heightOfString(cells[index] ?? '', cellOptions(column)),
  );
  return Math.max(...heights) + 2 * PAD_Y;
}

function drawRow(doc: Doc, columns: Column[], cells: Cells, bold: boolean): void {
  const height = rowHeight(doc, columns, cells, bold);
  const top = doc.y;
  const { x: left, right, width } = frame(doc);
  if (bold) doc.rect(left, top, width, height).fill(HEADER_FILL);
  doc.fillColor('black');
  let x = left;
  columns.forEach((column, index) => {
    const text = cells[index] ?? '';
    if (text !== '') doc.text(text, x + PAD_X, top + PAD_Y, cellOptions(column));
    x += column.width;
  });
  doc
    .moveTo(left, top + height)
    .lineTo(right, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = left;
  doc.y = top + height;
}

/**
 * Draws a table from the current height: a header row, then the rows, each kept whole. A row
 * that does not fit goes to a new page, headed by `onNewPage` and the header row again.
 */
export function drawTable(doc: Doc, columns: Column[], rows: Cells[], onNewPage: () => void): void {
  const header = columns.map((column) => column.header);
  const headerHeight = rowHeight(doc, columns, header, true);
  // The header never stands alone at the foot of a page.
  const firstRow = rows[0];
  const firstHeight = firstRow === undefined ? 0 : rowHeight(doc, columns, firstRow, false);
  ensureRoom(doc, headerHeight + firstHeight, onNewPage);
  drawRow(doc, columns, header, true);
  for (const cells of rows) {
    const height = rowHeight(doc, columns, cells, false);
    if (doc.y + height > doc.page.maxY()) {
      doc.addPage();
      onNewPage();
      drawRow(doc, columns, header, true);
    }
    drawRow(doc, columns, cells, false);
  }
}

// The page's geometry and the few drawing helpers every section shares.

export type Doc = PDFKit.PDFDocument;

/** Names the two embedded faces are registered under (fonts.ts has the files). */
export const FONT = { regular: 'NotoSans-Regular', bold: 'NotoSans-Bold' } as const;

/** Half an inch at the sides; the bottom margin also holds the page's footer. */
export const MARGINS = { top: 40, bottom: 50, left: 36, right: 36 };

export const GREY = '#555555';
export const RULE = '#b0b0b0';

export interface Box {
  x: number;
  width: number;
}

export interface Style {
  bold?: boolean;
  size?: number;
  align?: 'left' | 'right';
  color?: string;
}

/** The printable band of the current page, between the side margins. */
export function frame(doc: Doc): Box & { right: number } {
  const x = doc.page.margins.left;
  const width = doc.page.width - x - doc.page.margins.right;
  return { x, width, right: x + width };
}

/** Writes `text` at the current height within `box`, wrapping there; moves `doc.y` below it. */
export function write(doc: Doc, text: string, box: Box, style: Style = {}): void {
  doc
    .font(style.bold ? FONT.bold : FONT.regular)
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? 'black')
    .text(text, box.x, doc.y, { width: box.width, align: style.align ?? 'left' });
}

/** A thin line across the page at the current height, with `gap` points on either side. */
export function rule(doc: Doc, gap = 6): void {
  const { x, right } = frame(doc);
  const y = doc.y + gap;
  doc.moveTo(x, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y = y + gap;
}

/**
 * Starts a new page (through `onNewPage`, which heads it) unless `height` points still fit
 * above the bottom margin; pdfkit would otherwise break a block of text in the middle.
 */
export function ensureRoom(doc: Doc, height: number, onNewPage: () => void): void {
  if (doc.y + height <= doc.page.maxY()) return;
  doc.addPage();
  onNewPage();
}

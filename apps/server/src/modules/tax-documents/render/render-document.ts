import PDFDocument from 'pdfkit';
import { lineCells, lineColumns, shippingCells } from './columns.js';
import type { DocumentView } from './document-view.js';
import { documentFonts } from './fonts.js';
import { documentTitle } from './format.js';
import { drawContinuation, drawHeading } from './heading.js';
import { FONT, GREY, MARGINS, frame, type Doc } from './page.js';
import { drawSummary } from './summary.js';
import { drawTable } from './table.js';

/** "Tax Invoice ATR/26-27/000042 · Page 1 of 2" in the bottom margin of every page. */
function numberPages(doc: Doc, view: DocumentView): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { x, width } = frame(doc);
    const text = `${documentTitle(view)} ${view.number} · Page ${index - start + 1} of ${count}`;
    // Text below the bottom margin would make pdfkit start a page; lift the margin meanwhile.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(7).fillColor(GREY);
    doc.text(text, x, doc.page.height - margin + 18, { width, align: 'center' });
    doc.page.margins.bottom = margin;
  }
}

/** The document's bytes once pdfkit has written them, as a plain Uint8Array over them. */
function collect(doc: Doc): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      const bytes = Buffer.concat(chunks);
      resolve(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    doc.on('error', reject);
  });
}

/**
 * A GST tax invoice or credit note as an A4 PDF (contract: "Tax invoices and credit notes").
 * The same view gives the same bytes: the document's dates and its file identifier (which
 * pdfkit derives from them) come from the view, never from the clock.
 */
export async function renderDocumentPdf(view: DocumentView): Promise<Uint8Array> {
  const fonts = await documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margins: MARGINS,
    bufferPages: true,
    info: {
      Title: `${documentTitle(view)} ${view.number}`,
      Author: view.supplier.legalName,
      CreationDate: view.issuedAt,
    },
  });
  const bytes = collect(doc);
  // pdfkit uses a parsed fontkit font as it is (its types know only files and bytes).
  doc.registerFont(FONT.regular, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(FONT.bold, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);

  const onNewPage = () => drawContinuation(doc, view);
  drawHeading(doc, view);
  const rows = view.lines.map((line, index) => lineCells(line, index, view.intraState));
  if (view.shipping) rows.push(shippingCells(view.shipping, view.intraState));
  drawTable(doc, lineColumns(view.intraState, frame(doc).width), rows, onNewPage);
  drawSummary(doc, view, onNewPage);
  numberPages(doc, view);
  doc.end();
  return bytes;
}

import type { DocumentView } from './document-view.js';
import { documentTitle, indiaDate, stateLabel } from './format.js';
import { GREY, frame, rule, write, type Doc } from './page.js';

const TITLE_WIDTH = 200;
const GUTTER = 20;

/** Who issued it (left) and what it is (right): title, number, date. */
function drawSupplierAndTitle(doc: Doc, view: DocumentView): void {
  const { x, width, right } = frame(doc);
  const top = doc.y;
  const supplier = { x, width: width - TITLE_WIDTH - GUTTER };
  write(doc, view.supplier.legalName, supplier, { bold: true, size: 12 });
  write(doc, view.supplier.address, supplier);
  if (view.supplier.state !== null)
    write(doc, `State: ${stateLabel(view.supplier.state)}`, supplier);
  write(doc, `GSTIN: ${view.supplier.gstin}`, supplier, { bold: true });
  const supplierEnd = doc.y;

  doc.y = top;
  const title = { x: right - TITLE_WIDTH, width: TITLE_WIDTH };
  write(doc, documentTitle(view), title, { bold: true, size: 18, align: 'right' });
  const numberLabel = view.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.';
  write(doc, `${numberLabel} ${view.number}`, title, { align: 'right' });
  write(doc, `Date: ${indiaDate(view.issuedAt)}`, title, { align: 'right' });
  doc.y = Math.max(doc.y, supplierEnd);
}

/** The buyer and delivery address (left); place of supply and how GST is split (right). */
function drawBuyerAndSupply(doc: Doc, view: DocumentView): void {
  const { x, width } = frame(doc);
  const top = doc.y;
  const half = (width - GUTTER) / 2;
  const buyer = { x, width: half };
  const { name, address, city, pincode, phone, state } = view.buyer;
  write(doc, 'Billed and delivered to', buyer, { size: 8, color: GREY });
  write(doc, name, buyer, { bold: true });
  write(doc, address, buyer);
  write(doc, `${city} ${pincode}`, buyer);
  if (state !== null) write(doc, `State: ${stateLabel(state)}`, buyer);
  write(doc, `Phone: ${phone}`, buyer);
  const buyerEnd = doc.y;

  doc.y = top;
  const supply = { x: x + half + GUTTER, width: half };
  write(doc, 'Supply', supply, { size: 8, color: GREY });
  write(doc, `Place of supply: ${stateLabel(view.placeOfSupply)}`, supply);
  const split = view.intraState ? 'Within the state: CGST and SGST' : 'Between states: IGST';
  write(doc, split, supply);
  doc.y = Math.max(doc.y, buyerEnd);
}

/** A credit note names the invoice it reverses and why. */
function drawCreditReference(doc: Doc, view: DocumentView): void {
  const box = frame(doc);
  if (view.against) {
    const { number, issuedAt } = view.against;
    write(doc, `Against invoice ${number} dated ${indiaDate(issuedAt)}`, box, { bold: true });
  }
  if (view.reason !== undefined) write(doc, `Reason: ${view.reason}`, box);
}

/** Everything above the lines table. */
export function drawHeading(doc: Doc, view: DocumentView): void {
  drawSupplierAndTitle(doc, view);
  rule(doc, 8);
  drawBuyerAndSupply(doc, view);
  if (view.kind === 'creditNote') {
    rule(doc, 8);
    drawCreditReference(doc, view);
  }
  doc.y += 12;
}

/** The top of every page after the first: which document the table goes on with. */
export function drawContinuation(doc: Doc, view: DocumentView): void {
  const box = frame(doc);
  write(doc, `${documentTitle(view)} ${view.number} (continued)`, box, { bold: true, size: 10 });
  doc.y += 8;
}

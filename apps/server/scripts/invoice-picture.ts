// Draws the first page of a sample tax invoice as a PNG, for people to look at what the server
// renders (apps/web/e2e/screenshots/tax-invoice.png): the server's own renderer, read back with
// PDF.js (a devDependency) onto the canvas PDF.js installs with it. Not part of any test.
//   npm run picture:invoice -w @attire/server
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderDocumentPdf } from '../src/modules/tax-documents/render/render-document.js';
import type { DocumentLine } from '../src/modules/tax-documents/render/document-view.js';

const OUT = fileURLToPath(new URL('../../web/e2e/screenshots/tax-invoice.png', import.meta.url));
const SCALE = 1.5;

const tee: DocumentLine = {
  description: 'Oxford Cotton Shirt',
  size: 'M',
  colour: 'navy',
  hsn: '6205',
  quantity: 2,
  unitPricePaise: 99_900,
  discountPaise: 19_980,
  taxableValuePaise: 171_258,
  taxRate: 5,
  cgstPaise: 4_281,
  sgstPaise: 4_281,
  igstPaise: 0,
  totalPaise: 179_820,
};

const pdf = await renderDocumentPdf({
  kind: 'invoice',
  number: 'ATR/26-27/000042',
  issuedAt: new Date('2026-11-26T10:00:00+05:30'),
  supplier: {
    legalName: 'Attire Retail Private Limited',
    address: '1 MG Road, Bengaluru 560001',
    state: '29',
    gstin: '29AAACA1234B1ZE',
  },
  buyer: {
    name: 'Asha Rao',
    address: '12 Residency Road',
    city: 'Bengaluru',
    pincode: '560025',
    phone: '9845012345',
    state: '29',
  },
  placeOfSupply: '29',
  intraState: true,
  lines: [tee],
  shipping: {
    taxableValuePaise: 9_524,
    taxRate: 5,
    cgstPaise: 238,
    sgstPaise: 238,
    igstPaise: 0,
    totalPaise: 10_000,
  },
  totals: {
    taxableValuePaise: 180_782,
    cgstPaise: 4_519,
    sgstPaise: 4_519,
    igstPaise: 0,
    totalPaise: 189_820,
  },
});
const document = await getDocument({ data: pdf, isEvalSupported: false }).promise;
const page = await document.getPage(1);
const viewport = page.getViewport({ scale: SCALE });
const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
const context = canvas.getContext('2d');
context.fillStyle = 'white';
context.fillRect(0, 0, canvas.width, canvas.height);
await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
await writeFile(OUT, canvas.toBuffer('image/png'));
console.log(`wrote ${OUT}`);

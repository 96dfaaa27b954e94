import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { describe, expect, it } from 'vitest';
import type {
  DocumentLine,
  DocumentView,
} from '../../src/modules/tax-documents/render/document-view.js';
import { renderDocumentPdf } from '../../src/modules/tax-documents/render/render-document.js';

// Tax documents are read by people and by accountants' software: each is rendered here from a
// hand-written view and read back with Mozilla's PDF.js, as a viewer would.

const A4 = { width: 595.28, height: 841.89 };
const RIGHT_MARGIN = 36;
const REVERSE_CHARGE = 'Whether tax is payable on reverse charge: No';
const SUPPLIER = {
  legalName: 'Attire Retail Private Limited',
  address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034',
  state: '29',
  gstin: '29AAGCA1234F1ZV',
};
const BUYER = {
  name: 'Asha Rao',
  address: '12 Residency Road',
  city: 'Bengaluru',
  pincode: '560025',
  phone: '98450 12345',
  state: '29',
};
const LONG_TITLE =
  'Hand-embroidered Chikankari Kurta with Mirror Work, Contrast Piping and Side Pockets, Festive Edition';

const line = (overrides: Partial<DocumentLine>): DocumentLine => ({
  description: 'Linen Shirt',
  size: 'M',
  colour: 'navy',
  hsn: '6205',
  quantity: 2,
  unitPricePaise: 99_900,
  discountPaise: 0,
  // ₹1,998 at 5% inside: CGST and SGST each ₹47.57 (2.5% of ₹1,998 / 1.05, to the paisa).
  taxableValuePaise: 190_286,
  taxRate: 5,
  cgstPaise: 4_757,
  sgstPaise: 4_757,
  igstPaise: 0,
  totalPaise: 199_800,
  ...overrides,
});

/** Bengaluru to Bengaluru: CGST and SGST; a shirt, a kurta above the apparel band, shipping. */
const INVOICE: DocumentView = {
  kind: 'invoice',
  number: 'ATR/26-27/000042',
  issuedAt: new Date('2026-11-25T20:15:00Z'), // 26 Nov 2026, 01:45 in India
  supplier: SUPPLIER,
  buyer: BUYER,
  placeOfSupply: '29',
  intraState: true,
  lines: [
    line({}),
    line({
      description: LONG_TITLE,
      size: 'L',
      colour: 'beige',
      hsn: '6204',
      quantity: 1,
      unitPricePaise: 349_900,
      discountPaise: 35_000,
      taxableValuePaise: 266_862,
      taxRate: 18,
      cgstPaise: 24_019,
      sgstPaise: 24_019,
      totalPaise: 314_900,
    }),
  ],
  shipping: {
    taxableValuePaise: 8_390,
    taxRate: 18,
    cgstPaise: 755,
    sgstPaise: 755,
    igstPaise: 0,
    totalPaise: 9_900,
  },
  totals: {
    taxableValuePaise: 465_538,
    cgstPaise: 29_531,
    sgstPaise: 29_531,
    igstPaise: 0,
    totalPaise: 524_600,
  },
};

/** A belt refunded to Mumbai: IGST only, no shipping. */
const CREDIT_NOTE: DocumentView = {
  kind: 'creditNote',
  number: 'ATR/CN/26-27/000003',
  issuedAt: new Date('2026-12-02T06:00:00Z'),
  against: { number: 'ATR/26-27/000040', issuedAt: new Date('2026-11-20T09:00:00Z') },
  supplier: SUPPLIER,
  buyer: { ...BUYER, address: '7 Carter Road, Bandra West', city: 'Mumbai', state: '27' },
  placeOfSupply: '27',
  intraState: false,
  lines: [
    line({
      description: 'Leather Belt',
      size: null,
      colour: 'brown',
      hsn: '4202',
      quantity: 1,
      unitPricePaise: 129_900,
      taxableValuePaise: 110_085,
      taxRate: 18,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 19_815,
      totalPaise: 129_900,
    }),
  ],
  shipping: null,
  totals: {
    taxableValuePaise: 110_085,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 19_815,
    totalPaise: 129_900,
  },
  reason: 'Returned: the belt was too short.',
};

/** Each page's text items, and the page's size in points. */
async function readPdf(bytes: Uint8Array) {
  // PDF.js takes the buffer over; give it a copy so the test keeps the bytes.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.filter((item): item is TextItem => 'str' in item);
    const { width, height } = page.getViewport({ scale: 1 });
    const text = items.map((item) => item.str + (item.hasEOL ? '\n' : ' ')).join('');
    pages.push({ items, text, width, height });
  }
  await pdf.destroy();
  return pages;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The hex glyph codes of every text-showing operator in the (deflated) content streams. */
function shownGlyphCodes(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const codes: string[] = [];
  for (const match of latin1(bytes).matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(raw.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream
    }
    for (const [shown] of content.matchAll(/\[[^\]]*\]\s*TJ/g)) {
      for (const [, hex] of shown.matchAll(/<([0-9a-f]*)>/gi)) codes.push(...hex!.match(/.{4}/g)!);
    }
  }
  return codes;
}

describe('tax document PDF', () => {
  it('renders an intra-state invoice with CGST and SGST', async () => {
    const bytes = await renderDocumentPdf(INVOICE);
    expect(latin1(bytes.subarray(0, 5))).toBe('%PDF-');
    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page!.width).toBeCloseTo(A4.width, 2);
    expect(page!.height).toBeCloseTo(A4.height, 2);

    const text = page!.text;
    for (const expected of [
      'Tax Invoice',
      'Attire Retail Private Limited',
      'GSTIN: 29AAGCA1234F1ZV',
      'ATR/26-27/000042',
      'Date: 26 Nov 2026',
      'Asha Rao',
      '12 Residency Road',
      'Bengaluru 560025',
      'State: Karnataka (29)',
      'Place of supply: Karnataka (29)',
      'Linen Shirt',
      'Size M, Navy',
      'Size L, Beige',
      '6205',
      '6204',
      '₹999.00',
      '₹350.00',
      '₹1,902.86',
      '₹47.57',
      '₹240.19',
      'Shipping',
      '₹83.90',
      '₹4,655.38',
      '₹295.31',
      '₹5,246.00',
      REVERSE_CHARGE,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/CGST[\s\S]*SGST/);
    expect(text).not.toContain('IGST');
  });

  it('wraps a long title inside its column and keeps every word on the page', async () => {
    const pages = await readPdf(await renderDocumentPdf(INVOICE));
    const items = pages[0]!.items;
    const words = LONG_TITLE.split(' ');
    const titleItems = items.filter((item) => words.some((word) => item.str.includes(word)));
    expect(titleItems.length).toBeGreaterThan(1);
    const titleText = titleItems.map((item) => item.str.trim()).join(' ');
    expect(titleText.replace(/\s+/g, ' ')).toContain(LONG_TITLE);
    for (const item of items) {
      expect(item.transform[4] + item.width).toBeLessThanOrEqual(A4.width - RIGHT_MARGIN + 0.5);
    }
  });

  it('renders an inter-state credit note with IGST and the invoice it reverses', async () => {
    const bytes = await renderDocumentPdf(CREDIT_NOTE);
    const [page, ...others] = await readPdf(bytes);
    expect(others).toHaveLength(0);
    const text = page!.text;
    for (const expected of [
      'Credit Note',
      'GSTIN: 29AAGCA1234F1ZV',
      'ATR/CN/26-27/000003',
      'Date: 2 Dec 2026',
      'Against invoice ATR/26-27/000040 dated 20 Nov 2026',
      'Reason: Returned: the belt was too short.',
      'Mumbai 560025',
      'State: Maharashtra (27)',
      'Place of supply: Maharashtra (27)',
      'Leather Belt',
      'Brown',
      '4202',
      'IGST',
      '₹198.15',
      '₹1,100.85',
      '₹1,299.00',
      REVERSE_CHARGE,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('Shipping');
  });

  it('embeds a font that has the rupee sign instead of a standard PDF font', async () => {
    const bytes = await renderDocumentPdf(INVOICE);
    const raw = latin1(bytes);
    const baseFonts = [...raw.matchAll(/\/BaseFont\s*\/([^\s/<>[\]]+)/g)].map(([, name]) => name);
    expect(baseFonts.length).toBeGreaterThan(0);
    // Subsets of Noto Sans only: none of the 14 standard fonts (Helvetica, Times, Courier,
    // Symbol, ZapfDingbats), which a viewer would draw without a rupee sign.
    for (const name of baseFonts) expect(name).toMatch(/^[A-Z]{6}\+NotoSans-(Regular|Bold)$/);
    expect(raw).toContain('/FontFile2');
    const [page] = await readPdf(bytes);
    expect(page!.text).toContain('₹');
    // Every character drawn had a glyph of its own: none fell back to .notdef (glyph 0).
    const codes = shownGlyphCodes(bytes);
    expect(codes.length).toBeGreaterThan(100);
    expect(codes).not.toContain('0000');
  });

  it('continues a long invoice on further pages under the table header', async () => {
    const lines = Array.from({ length: 60 }, (_, index) =>
      line({ description: `Cotton Tee number ${index + 1}` }),
    );
    const pages = await readPdf(await renderDocumentPdf({ ...INVOICE, lines, shipping: null }));
    expect(pages.length).toBeGreaterThan(1);
    const second = pages[1]!.text;
    expect(second).toContain('ATR/26-27/000042 (continued)');
    for (const header of ['Description', 'HSN', 'Qty', 'Unit price', 'Discount', 'CGST', 'SGST']) {
      expect(second).toContain(header);
    }
    expect(second).toContain('Page 2 of');
    const all = pages.map((page) => page.text).join('\n');
    for (const number of [1, 30, 60])
      expect(all).toMatch(new RegExp(`Cotton Tee number ${number}\\b`));
    expect(pages.at(-1)!.text).toContain(REVERSE_CHARGE);
  });

  it('renders the same view to the same bytes', async () => {
    const first = await renderDocumentPdf(CREDIT_NOTE);
    const second = await renderDocumentPdf(CREDIT_NOTE);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });
});

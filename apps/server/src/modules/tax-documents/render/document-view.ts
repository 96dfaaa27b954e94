// What a tax document says, in whole paise, as the order and refund stored it: the renderer
// prints these figures and works none of them out again (conventions, point 11).

/** One line of goods on an invoice or credit note. */
export interface DocumentLine {
  /** The product's title. */
  description: string;
  size: string | null;
  /** A colour id like 'navy'; its name is printed, capitalised. */
  colour: string | null;
  hsn: string;
  quantity: number;
  /** GST included. */
  unitPricePaise: number;
  /** This line's share of the code's saving. */
  discountPaise: number;
  taxableValuePaise: number;
  /** Percent: 0, 5, 18, 40. */
  taxRate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What was paid for the line (price × qty − discount). */
  totalPaise: number;
}

export interface DocumentView {
  kind: 'invoice' | 'creditNote';
  /** For example 'ATR/26-27/000042' or 'ATR/CN/26-27/000003'. */
  number: string;
  issuedAt: Date;
  /** For a credit note: the invoice it reverses (number and date). */
  against?: { number: string; issuedAt: Date };
  supplier: { legalName: string; address: string; state: string | null; gstin: string };
  buyer: {
    name: string;
    address: string;
    city: string;
    pincode: string;
    phone: string;
    state: string | null;
  };
  /** GST state code of the place of supply (the delivery's state). */
  placeOfSupply: string | null;
  /** true: CGST + SGST columns; false: IGST. */
  intraState: boolean;
  lines: DocumentLine[];
  shipping: {
    taxableValuePaise: number;
    taxRate: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  } | null;
  totals: {
    taxableValuePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
  /** For a credit note: why the money went back. */
  reason?: string;
}

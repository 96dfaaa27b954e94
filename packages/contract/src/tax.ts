import { z } from 'zod';
import type { CategoryId } from './constants.js';

/**
 * How a product is taxed (contract: "GST"): `apparel` is clothing and footwear, 5% on a piece
 * worth at most ₹2,500 before GST and 18% above; the others are one flat rate.
 */
export const TAX_CLASSES = ['apparel', 'gst5', 'gst18', 'gst40'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const TaxClassSchema = z.enum(TAX_CLASSES, { error: 'Choose a tax class' });

/** An HSN code: 4 to 8 digits (GST invoices print it per line). */
export const HsnSchema = z
  .string({ error: 'HSN code is required' })
  .trim()
  .regex(/^\d{4,8}$/, { error: 'An HSN code is 4 to 8 digits' });

export const TAX_CLASS_LABELS: Readonly<Record<TaxClass, string>> = {
  apparel: 'Apparel (5% up to ₹2,500 a piece, 18% above)',
  gst5: 'GST 5%',
  gst18: 'GST 18%',
  gst40: 'GST 40%',
};

/** What a product of each category is taxed as unless the merchant says otherwise. */
export const CATEGORY_TAX: Readonly<Record<CategoryId, { taxClass: TaxClass; hsn: string }>> = {
  men: { taxClass: 'apparel', hsn: '6205' },
  women: { taxClass: 'apparel', hsn: '6204' },
  kids: { taxClass: 'apparel', hsn: '6209' },
  footwear: { taxClass: 'apparel', hsn: '6403' },
  accessories: { taxClass: 'gst18', hsn: '4202' },
};

/**
 * The example row of the import template, in PRODUCT_CSV_COLUMNS' order: a new product (no
 * product_id), one size of it, with the category's tax class and HSN.
 */
export const TEMPLATE_ROW: readonly string[] = [
  '',
  'Linen Kurta',
  'A loose linen kurta, cool on hot days.',
  'men',
  'zara',
  'apparel',
  '6205',
  'M',
  'beige',
  'KURTA-LINEN-M-BEIGE',
  '1499.00',
  '0',
  '25',
  'https://images.example.com/kurta-front.jpg|https://images.example.com/kurta-back.jpg',
];

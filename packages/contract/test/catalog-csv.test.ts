import { describe, expect, it } from 'vitest';
import { ProductCsvRowSchema, guardCsvCell, unguardCsvCell } from '../src/index.js';

describe('the CSV formula guard', () => {
  const values = [
    '=1+1',
    '+91 98450',
    '-5% off',
    '@SUM(A1)',
    '\tindented',
    '\rcarriage',
    "'=quoted",
    "''=twice",
    "'plain",
    "it's fine",
    '',
    'Plain text',
    '₹1,299',
  ];

  it('never writes a cell a spreadsheet would run, and reads every value back as it was', () => {
    for (const value of values) {
      const cell = guardCsvCell(value);
      expect(cell, value).not.toMatch(/^[=+\-@\t\r]/);
      expect(unguardCsvCell(cell), value).toBe(value);
    }
    expect(guardCsvCell('=1+1')).toBe("'=1+1");
    expect(guardCsvCell("'plain")).toBe("'plain");
  });
});

describe('a catalogue file row', () => {
  const row = {
    product_id: '',
    title: ' Linen Kurta ',
    description: 'Cool.',
    category: 'men',
    brand: 'zara',
    tax_class: '',
    hsn: '',
    size: 'M',
    colour: 'Beige',
    sku: 'kurta-m',
    price: '1499.5',
    sale_price: '',
    stock: '25',
    images: '/uploads/a.webp | https://images.example.com/b.jpg',
  };

  it('reads cells into a product input’s types, empty ones as absent', () => {
    expect(ProductCsvRowSchema.parse(row)).toEqual({
      product_id: undefined,
      title: 'Linen Kurta',
      description: 'Cool.',
      category: 'men',
      brand: 'zara',
      tax_class: undefined,
      hsn: undefined,
      size: 'M',
      colour: 'beige',
      sku: 'KURTA-M',
      price: 1499.5,
      sale_price: 0,
      stock: 25,
      images: ['/uploads/a.webp', 'https://images.example.com/b.jpg'],
    });
  });

  it('names the column of each problem with the catalogue’s own messages', () => {
    const result = ProductCsvRowSchema.safeParse({
      ...row,
      price: '12.345',
      stock: '-1',
      sku: '',
      size: 'XXXL',
    });
    const issues = result.error!.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues).toEqual([
      ['size', 'Unknown size'],
      ['sku', 'Every row needs a SKU: rows are matched to variants by it'],
      ['price', 'Must have at most 2 decimals'],
      ['stock', 'Total stock must not be negative'],
    ]);
  });
});

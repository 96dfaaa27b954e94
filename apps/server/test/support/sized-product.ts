import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { productVariants } from '../../src/db/schema/index.js';
import { insertProduct } from './fixtures.js';

/**
 * A 'Linen Shirt' in S and M, both navy: S on sale at ₹999 (from ₹1,299) with the product's
 * photo; M at ₹1,499 with a photo of its own. `variants` are [S, M]; SKUs are unique per call.
 */
export function insertSizedShirt(db: Db, stock: { s: number; m: number } = { s: 3, m: 5 }) {
  const code = randomUUID().slice(0, 8).toUpperCase();
  return insertProduct(db, {
    title: 'Linen Shirt',
    images: ['/uploads/shirt.webp', '/uploads/shirt-navy.webp'],
    image: '/uploads/shirt.webp',
    price: 1299,
    salePrice: 999,
    sizes: ['S', 'M'],
    colours: ['navy'],
    variants: [
      { size: 'S', colour: 'navy', sku: `LS-${code}-S`, totalStock: stock.s },
      {
        size: 'M',
        colour: 'navy',
        sku: `LS-${code}-M`,
        totalStock: stock.m,
        price: 1499,
        salePrice: 0,
        image: '/uploads/shirt-navy.webp',
      },
    ],
  });
}

/** What a variant has left, read from the database. */
export async function variantStock(db: Db, variantId: string): Promise<number> {
  const [row] = await db
    .select({ totalStock: productVariants.totalStock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.totalStock;
}

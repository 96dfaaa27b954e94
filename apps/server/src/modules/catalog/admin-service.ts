import { count, desc, eq, sql } from 'drizzle-orm';
import { MESSAGES, type PageQuery, type Product, type ProductInput } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { productColumns, toProduct, toProductValues } from './product-view.js';

/** Every product, newest first, a page at a time. */
export async function listAllProducts(db: Db, { page, limit }: PageQuery) {
  const rows = await db
    .select(productColumns)
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ value: count() }).from(products);
  return { products: rows.map(toProduct), total: total?.value ?? 0, page, limit };
}

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  const [row] = await db.insert(products).values(toProductValues(input)).returning(productColumns);
  return toProduct(row!);
}

// Each change below is a single statement, and so already its own transaction.

export async function updateProduct(db: Db, id: string, input: ProductInput): Promise<Product> {
  const [row] = await db
    .update(products)
    .set({ ...toProductValues(input), updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning(productColumns);
  if (!row) throw notFound(MESSAGES.productNotFound);
  return toProduct(row);
}

/** Carts and reviews of the product go with it; past orders keep their own copy of the line. */
export async function deleteProduct(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (!row) throw notFound(MESSAGES.productNotFound);
}

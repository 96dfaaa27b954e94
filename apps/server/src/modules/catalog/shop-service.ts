import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, type Product, type ProductListQuery, type SortId } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { productColumns, toProduct } from './product-view.js';

// Written exactly as the indexes are, so that each sort can walk an index; the id makes the
// order total, so pages never repeat or skip a product that ties on price or title.
const titleKey = sql`lower(${products.title}) collate "C"`;
const ORDER_BY: Record<SortId, SQL[]> = {
  'price-lowtohigh': [asc(products.unitPricePaise), asc(products.id)],
  'price-hightolow': [desc(products.unitPricePaise), desc(products.id)],
  'title-atoz': [asc(titleKey), asc(products.id)],
  'title-ztoa': [desc(titleKey), desc(products.id)],
};

/** The shop's listing: filtered by categories and brands, sorted, a page at a time. */
export async function listShopProducts(db: Db, query: ProductListQuery) {
  const { category, brand, sortBy, page, limit } = query;
  const where = and(
    category.length > 0 ? inArray(products.category, category) : undefined,
    brand.length > 0 ? inArray(products.brand, brand) : undefined,
  );
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...ORDER_BY[sortBy])
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ value: count() }).from(products).where(where);
  return { products: rows.map(toProduct), total: total?.value ?? 0, page, limit };
}

export async function getProductDetails(db: Db, id: string): Promise<Product> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) throw notFound(MESSAGES.productNotFound);
  return toProduct(row);
}

import { asc, inArray } from 'drizzle-orm';
import { CSV_MESSAGES } from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { productVariants, products } from '../../db/schema/index.js';
import type { ImportErrors } from './import-errors.js';
import type { ReadRow } from './import-read.js';

export type StoredProduct = typeof products.$inferSelect;
export type StoredVariant = typeof productVariants.$inferSelect;

/** The rows of one product: one already in the shop (with what it holds now) or a new one. */
export type ProductGroup =
  | { kind: 'existing'; rows: ReadRow[]; product: StoredProduct; variants: StoredVariant[] }
  | { kind: 'new'; rows: ReadRow[] };

/** Ids or SKUs per query: well under any driver's limit on bound parameters. */
const CHUNK = 1000;

async function inChunks<T>(values: string[], read: (chunk: string[]) => Promise<T[]>) {
  const found: T[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    found.push(...(await read(values.slice(start, start + CHUNK))));
  }
  return found;
}

/**
 * Sorts the rows into products, matching by SKU: a row whose SKU the shop has belongs to that
 * variant's product; a new SKU joins the row's `product_id`, or else a new product of the
 * row's title. A SKU twice in the file, a SKU of another product than the row's `product_id`,
 * or an unknown `product_id` is a problem of that row.
 */
export async function groupRows(
  db: DbOrTx,
  rows: ReadRow[],
  errors: ImportErrors,
): Promise<ProductGroup[]> {
  const firstRowOfSku = new Map<string, number>();
  const unique: ReadRow[] = [];
  for (const read of rows) {
    const earlier = firstRowOfSku.get(read.cells.sku);
    if (earlier !== undefined) errors.add(read.row, 'sku', CSV_MESSAGES.skuRepeated(earlier));
    else {
      firstRowOfSku.set(read.cells.sku, read.row);
      unique.push(read);
    }
  }
  const owners = new Map(
    (
      await inChunks([...firstRowOfSku.keys()], (skus) =>
        db
          .select({ sku: productVariants.sku, productId: productVariants.productId })
          .from(productVariants)
          .where(inArray(productVariants.sku, skus)),
      )
    ).map((variant) => [variant.sku, variant.productId]),
  );
  const named = [...new Set(unique.flatMap((read) => read.cells.product_id ?? []))];
  const stored = await inChunks(named.concat([...new Set(owners.values())]), (ids) =>
    db.select().from(products).where(inArray(products.id, ids)),
  );
  const storedById = new Map(stored.map((product) => [product.id, product]));

  const rowsByKey = new Map<string, ReadRow[]>();
  for (const read of unique) {
    const named = read.cells.product_id;
    const owner = owners.get(read.cells.sku);
    if (owner !== undefined && named !== undefined && named !== owner) {
      errors.add(read.row, 'product_id', CSV_MESSAGES.skuOfAnotherProduct);
      continue;
    }
    if (owner === undefined && named !== undefined && !storedById.has(named)) {
      errors.add(read.row, 'product_id', CSV_MESSAGES.productNotFound);
      continue;
    }
    const key = owner ?? named ?? `new:${read.cells.title}`;
    const list = rowsByKey.get(key);
    if (list) list.push(read);
    else rowsByKey.set(key, [read]);
  }

  const existingIds = [...rowsByKey.keys()].filter((key) => !key.startsWith('new:'));
  const variants = await inChunks(existingIds, (ids) =>
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
  );
  const variantsOf = new Map<string, StoredVariant[]>();
  for (const variant of variants) {
    const list = variantsOf.get(variant.productId);
    if (list) list.push(variant);
    else variantsOf.set(variant.productId, [variant]);
  }
  return [...rowsByKey].map(([key, groupRows]): ProductGroup => {
    const product = storedById.get(key);
    return product
      ? { kind: 'existing', rows: groupRows, product, variants: variantsOf.get(key) ?? [] }
      : { kind: 'new', rows: groupRows };
  });
}

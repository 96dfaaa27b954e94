import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  LIMITS,
  MESSAGES,
  type ColourId,
  type LowStockVariant,
  type PageQuery,
  type Product,
  type ProductInput,
} from '@attire/contract';
import type { Db, Tx } from '../../db/client.js';
import {
  type PlannedVariant,
  planVariants,
  productValues,
  variantKey,
  variantValues,
} from '../../db/product-rows.js';
import { productVariants, products } from '../../db/schema/index.js';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { readProducts } from './product-view.js';

/** Every product, newest first, a page at a time. */
export async function listAllProducts(db: Db, { page, limit }: PageQuery) {
  const found = await readProducts(db, 'newest', sql`true`, {
    orderBy: sql`p.created_at desc, p.id desc`,
    limit,
    offset: (page - 1) * limit,
  });
  const [total] = await db.select({ value: count() }).from(products);
  return { products: found, total: total?.value ?? 0, page, limit };
}

/** A SKU clash surfaces as the contract's 409, whichever statement of the change hit it. */
async function refusingTakenSkus<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error, 'product_variants_sku_key')) throw conflict(MESSAGES.skuTaken);
    throw error;
  }
}

/**
 * Names the variants whose given SKU another product already uses, so that the admin sees the
 * clash on the SKU field itself. The unique index still settles a race between two admins.
 */
async function assertSkusFree(tx: Tx, input: ProductInput, productId: string): Promise<void> {
  const given = (input.variants ?? []).flatMap((variant) => (variant.sku ? [variant.sku] : []));
  if (given.length === 0) return;
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, given), ne(productVariants.productId, productId)));
  if (taken.length === 0) return;
  const takenSkus = new Set(taken.map((row) => row.sku));
  const errors: Record<string, string[]> = {};
  input.variants?.forEach((variant, index) => {
    if (variant.sku && takenSkus.has(variant.sku))
      errors[`variants.${index}.sku`] = [MESSAGES.skuTaken];
  });
  throw conflict(MESSAGES.skuTaken, errors);
}

/**
 * Parks the SKUs an edit changes on values no SKU can take (SKUs start with a letter or digit),
 * so that the unique index judges the edit's result, not the order of its updates: two sizes
 * may trade SKUs in one edit, while a SKU still held by another variant is refused.
 */
async function parkChangingSkus(
  tx: Tx,
  existing: { id: string; size: string | null; colour: string | null; sku: string }[],
  planned: PlannedVariant[],
): Promise<void> {
  const givenSkus = new Map(planned.map((variant) => [variantKey(variant), variant.sku]));
  const changing = existing.filter((variant) => {
    const given = givenSkus.get(variantKey(variant));
    return given !== undefined && given !== variant.sku;
  });
  if (changing.length === 0) return;
  await tx
    .update(productVariants)
    .set({ sku: sql`'~' || ${productVariants.id}::text` })
    .where(
      inArray(
        productVariants.id,
        changing.map((variant) => variant.id),
      ),
    );
}

async function productReply(tx: Tx, id: string): Promise<Product> {
  const [product] = await readProducts(tx, 'by-id', sql`p.id = ${id}`);
  return product!;
}

export function createProduct(db: Db, input: ProductInput): Promise<Product> {
  const variants = planVariants(input);
  return refusingTakenSkus(() =>
    db.transaction(async (tx) => {
      // The id is chosen here so that the generated SKUs can name the product.
      const id = randomUUID();
      await assertSkusFree(tx, input, id);
      await tx.insert(products).values({ id, ...productValues(input, variants) });
      await tx
        .insert(productVariants)
        .values(variants.map((variant) => variantValues(id, variant)));
      return productReply(tx, id);
    }),
  );
}

/**
 * Replaces the product and its variants with the input. A variant keeps its id (and so the
 * cart lines that hold it) when the edit keeps its size and colour; the others are removed
 * (taking their cart lines; past orders keep their copy of the line).
 */
export function updateProduct(db: Db, id: string, input: ProductInput): Promise<Product> {
  const planned = planVariants(input);
  return refusingTakenSkus(() =>
    db.transaction(async (tx) => {
      // Locked in id order, as the cart and the capture lock them, so that an edit racing a
      // payment waits for it instead of deadlocking with it.
      const existing = await tx
        .select({
          id: productVariants.id,
          size: productVariants.size,
          colour: productVariants.colour,
          sku: productVariants.sku,
        })
        .from(productVariants)
        .where(eq(productVariants.productId, id))
        .orderBy(asc(productVariants.id))
        .for('update');
      const [updated] = await tx
        .update(products)
        .set({ ...productValues(input, planned), updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!updated) throw notFound(MESSAGES.productNotFound);
      await assertSkusFree(tx, input, id);
      await parkChangingSkus(tx, existing, planned);

      const kept = new Map(existing.map((variant) => [variantKey(variant), variant.id]));
      const wanted = new Set(planned.map(variantKey));
      const removed = existing.filter((variant) => !wanted.has(variantKey(variant)));
      if (removed.length > 0) {
        await tx.delete(productVariants).where(
          inArray(
            productVariants.id,
            removed.map((variant) => variant.id),
          ),
        );
      }
      for (const variant of planned) {
        const keptId = kept.get(variantKey(variant));
        const values = variantValues(id, variant);
        if (!keptId) {
          await tx.insert(productVariants).values(values);
          continue;
        }
        // A kept variant without a SKU in the input keeps the one it has.
        const { sku, ...rest } = values;
        await tx
          .update(productVariants)
          .set(variant.sku ? { ...rest, sku } : rest)
          .where(eq(productVariants.id, keptId));
      }
      return productReply(tx, id);
    }),
  );
}

/** Carts and reviews of the product go with it; past orders keep their own copy of the line. */
export async function deleteProduct(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (!row) throw notFound(MESSAGES.productNotFound);
}

/** Variants with LIMITS.lowStockThreshold or fewer left, the emptiest first. */
export async function listLowStock(db: Db, { page, limit }: PageQuery) {
  const low = lte(productVariants.totalStock, LIMITS.lowStockThreshold);
  const rows = await db
    .select({
      productId: products.id,
      title: products.title,
      image: sql<string>`coalesce(${productVariants.image}, ${products.image})`,
      variantId: productVariants.id,
      sku: productVariants.sku,
      size: productVariants.size,
      colour: productVariants.colour,
      totalStock: productVariants.totalStock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(low)
    .orderBy(asc(productVariants.totalStock), asc(productVariants.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ value: count() }).from(productVariants).where(and(low));
  const variants: LowStockVariant[] = rows.map((row) => ({
    ...row,
    colour: row.colour as ColourId | null,
  }));
  return { variants, total: total?.value ?? 0, page, limit };
}

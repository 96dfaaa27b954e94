import { and, asc, eq } from 'drizzle-orm';
import { LIMITS, MESSAGES } from '@attire/contract';
import type { Tx } from '../../db/client.js';
import { productVariants, products } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';

export interface LockedVariant {
  id: string;
  /** The largest quantity a line of it may hold. */
  limit: number;
}

/**
 * Finds the size and colour a cart line is about and locks its row for the rest of the
 * transaction, so that two shoppers (or two tabs) changing lines of the same variant are
 * checked one after the other. Without `variantId` the product must come in one variant only.
 * Orders refuse lines above cartLineMaxQuantity, so the cart does too.
 */
export async function lockVariant(
  tx: Tx,
  productId: string,
  variantId: string | undefined,
): Promise<LockedVariant> {
  // Two rows are enough to tell "one variant" from "several"; id order, as the capture locks.
  const rows = await tx
    .select({ id: productVariants.id, totalStock: productVariants.totalStock })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        variantId ? eq(productVariants.id, variantId) : undefined,
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(2)
    .for('update');
  const [variant] = rows;
  if (variant && rows.length === 1) {
    return { id: variant.id, limit: Math.min(variant.totalStock, LIMITS.cartLineMaxQuantity) };
  }
  if (variant) {
    throw new AppError(400, MESSAGES.variantRequired, { variantId: [MESSAGES.variantRequired] });
  }
  // Every product has a variant: none found means no such product, or a variant of another.
  const [product] = variantId
    ? await tx.select({ id: products.id }).from(products).where(eq(products.id, productId))
    : [];
  throw notFound(product ? MESSAGES.variantNotFound : MESSAGES.productNotFound);
}

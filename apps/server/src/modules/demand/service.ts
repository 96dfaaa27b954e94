import { and, asc, count, desc, eq } from 'drizzle-orm';
import { LIMITS, type AwaitedVariant, type ColourId, type WishedProduct } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { productVariants, products, stockAlerts, wishlist } from '../../db/schema/index.js';
import { notLapsed } from '../stock-alerts/lapse.js';

/** The products on most wishlists, most first. */
async function mostWished(db: Db): Promise<WishedProduct[]> {
  const wishedBy = count();
  return db
    .select({ productId: wishlist.productId, title: products.title, count: wishedBy })
    .from(wishlist)
    .innerJoin(products, eq(products.id, wishlist.productId))
    .groupBy(wishlist.productId, products.title)
    .orderBy(desc(wishedBy), asc(products.title), asc(wishlist.productId))
    .limit(LIMITS.demandReportSize);
}

/** The variants most shoppers wait for (alerts waiting, not lapsed), most first. */
async function mostAwaited(db: Db): Promise<AwaitedVariant[]> {
  const awaitedBy = count();
  const rows = await db
    .select({
      productId: productVariants.productId,
      variantId: stockAlerts.variantId,
      title: products.title,
      size: productVariants.size,
      colour: productVariants.colour,
      position: productVariants.position,
      count: awaitedBy,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(stockAlerts.status, 'waiting'), notLapsed()))
    .groupBy(
      stockAlerts.variantId,
      productVariants.productId,
      products.title,
      productVariants.size,
      productVariants.colour,
      productVariants.position,
    )
    .orderBy(
      desc(awaitedBy),
      asc(products.title),
      asc(productVariants.position),
      asc(stockAlerts.variantId),
    )
    .limit(LIMITS.demandReportSize);
  return rows.map(({ position: _position, ...row }) => ({
    ...row,
    colour: row.colour as ColourId | null,
  }));
}

/** What shoppers want: the back office's demand report. */
export async function demandReport(db: Db) {
  const [wished, awaited] = await Promise.all([mostWished(db), mostAwaited(db)]);
  return { wished, awaited };
}

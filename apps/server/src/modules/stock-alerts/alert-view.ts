import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ColourId, StockAlert, StockAlertStatus } from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { productVariants, products, stockAlerts } from '../../db/schema/index.js';
import { notLapsed } from './lapse.js';

/**
 * Alerts as the contract answers them, newest first, with what the account page shows: the
 * product's title, the colour's photo (or the product's), the size and colour. Lapsed ones
 * are left out.
 */
export async function readAlerts(db: DbOrTx, where: SQL): Promise<StockAlert[]> {
  const rows = await db
    .select({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      variantId: stockAlerts.variantId,
      status: stockAlerts.status,
      createdAt: stockAlerts.createdAt,
      sentAt: stockAlerts.sentAt,
      title: products.title,
      productImage: products.image,
      variantImage: productVariants.image,
      size: productVariants.size,
      colour: productVariants.colour,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(where, notLapsed()))
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id));
  return rows.map(({ productImage, variantImage, ...row }) => ({
    ...row,
    // The table's check constraints hold these to the contract's values.
    status: row.status as StockAlertStatus,
    colour: row.colour as ColourId | null,
    image: variantImage ?? productImage,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

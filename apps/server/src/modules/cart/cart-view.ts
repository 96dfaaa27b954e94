import { asc, eq, sql } from 'drizzle-orm';
import { toRupees, type Cart, type ColourId } from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { cartItems, carts, productVariants, products } from '../../db/schema/index.js';

/**
 * The id of the user's cart, creating it on first use. `on conflict do nothing` lets two first
 * reads race safely, and unlike `do update` it writes nothing when the cart already exists.
 */
export async function ensureCartId(db: DbOrTx, userId: string): Promise<string> {
  const [created] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoNothing({ target: carts.userId })
    .returning({ id: carts.id });
  if (created) return created.id;
  const [existing] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return existing!.id;
}

/**
 * The whole cart as the contract shows it: one line per size and colour, in the order they
 * were added, in rupees. A line's prices and stock are its variant's, and so is its picture
 * when the variant has one (the photo of that colour).
 */
export async function loadCart(db: DbOrTx, userId: string): Promise<Cart> {
  const cartId = await ensureCartId(db, userId);
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      size: productVariants.size,
      colour: productVariants.colour,
      sku: productVariants.sku,
      quantity: cartItems.quantity,
      image: sql<string>`coalesce(${productVariants.image}, ${products.image})`,
      title: products.title,
      pricePaise: productVariants.pricePaise,
      salePricePaise: productVariants.salePricePaise,
      totalStock: productVariants.totalStock,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  return {
    id: cartId,
    userId,
    items: rows.map((row) => ({
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      size: row.size,
      // The table's check constraint holds colours to the palette.
      colour: row.colour as ColourId | null,
      sku: row.sku,
      quantity: row.quantity,
      product: {
        image: row.image,
        title: row.title,
        price: toRupees(row.pricePaise),
        salePrice: toRupees(row.salePricePaise),
        totalStock: row.totalStock,
      },
    })),
  };
}

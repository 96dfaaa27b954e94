import { and, eq, sql } from 'drizzle-orm';
import {
  LIMITS,
  MESSAGES,
  cartFullMessage,
  stockLimitMessage,
  type Cart,
  type CartLineInput,
} from '@attire/contract';
import type { Db, Tx } from '../../db/client.js';
import { cartItems, carts, products } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { ensureCartId, loadCart } from './cart-view.js';

export { loadCart as getCart } from './cart-view.js';

/**
 * Locks the product row for the rest of the transaction, so that two shoppers (or two tabs)
 * changing the same product's lines are checked one after the other, and returns the largest
 * quantity a cart line may hold. Orders refuse lines above cartLineMaxQuantity, so the cart
 * does too.
 */
async function lockLineLimit(tx: Tx, productId: string): Promise<number> {
  const [product] = await tx
    .select({ totalStock: products.totalStock })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) throw notFound(MESSAGES.productNotFound);
  return Math.min(product.totalStock, LIMITS.cartLineMaxQuantity);
}

/**
 * A new line may join the cart only while it holds fewer than one order can take. The cart row
 * is locked so that two products added at once are counted one after the other.
 */
async function assertRoomForLine(tx: Tx, cartId: string, productId: string): Promise<void> {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
  const [counted] = await tx
    .select({
      lines: sql<number>`count(*)::int`,
      hasProduct: sql<boolean>`bool_or(${cartItems.productId} = ${productId})`,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if (!counted?.hasProduct && (counted?.lines ?? 0) >= LIMITS.orderMaxLines) {
    throw conflict(cartFullMessage(LIMITS.orderMaxLines));
  }
}

/** Adds `quantity` more of the product, creating the cart and the line as needed. */
export function addToCart(db: Db, input: CartLineInput): Promise<Cart> {
  return db.transaction(async (tx) => {
    const limit = await lockLineLimit(tx, input.productId);
    const cartId = await ensureCartId(tx, input.userId);
    await assertRoomForLine(tx, cartId, input.productId);
    const [line] = await tx
      .insert(cartItems)
      .values({ cartId, productId: input.productId, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ quantity: cartItems.quantity });
    // The database adds to whatever the line holds now; throwing rolls the write back.
    if (line!.quantity > limit) throw conflict(stockLimitMessage(limit));
    return loadCart(tx, input.userId);
  });
}

/** Sets the quantity of a line that is already in the cart. */
export function setCartLineQuantity(db: Db, input: CartLineInput): Promise<Cart> {
  return db.transaction(async (tx) => {
    const limit = await lockLineLimit(tx, input.productId);
    const cartId = await ensureCartId(tx, input.userId);
    const updated = await tx
      .update(cartItems)
      .set({ quantity: input.quantity })
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, input.productId)))
      .returning({ id: cartItems.id });
    if (updated.length === 0) throw notFound(MESSAGES.cartItemNotFound);
    if (input.quantity > limit) throw conflict(stockLimitMessage(limit));
    return loadCart(tx, input.userId);
  });
}

export function removeCartLine(db: Db, userId: string, productId: string): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cartId = await ensureCartId(tx, userId);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw notFound(MESSAGES.cartItemNotFound);
    return loadCart(tx, userId);
  });
}

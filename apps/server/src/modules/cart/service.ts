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
import { cartItems, carts } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { ensureCartId, loadCart } from './cart-view.js';
import { lockVariant } from './lock-variant.js';

export { loadCart as getCart } from './cart-view.js';

/**
 * A new line may join the cart only while it holds fewer than one order can take. The cart row
 * is locked so that two lines added at once are counted one after the other.
 */
async function assertRoomForLine(tx: Tx, cartId: string, variantId: string): Promise<void> {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
  const [counted] = await tx
    .select({
      lines: sql<number>`count(*)::int`,
      hasLine: sql<boolean>`bool_or(${cartItems.variantId} = ${variantId})`,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if (!counted?.hasLine && (counted?.lines ?? 0) >= LIMITS.orderMaxLines) {
    throw conflict(cartFullMessage(LIMITS.orderMaxLines));
  }
}

/** Adds `quantity` more of the size and colour, creating the cart and the line as needed. */
export function addToCart(db: Db, input: CartLineInput): Promise<Cart> {
  return db.transaction(async (tx) => {
    const variant = await lockVariant(tx, input.productId, input.variantId);
    const cartId = await ensureCartId(tx, input.userId);
    await assertRoomForLine(tx, cartId, variant.id);
    const [line] = await tx
      .insert(cartItems)
      .values({
        cartId,
        productId: input.productId,
        variantId: variant.id,
        quantity: input.quantity,
      })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.variantId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ quantity: cartItems.quantity });
    // The database adds to whatever the line holds now; throwing rolls the write back.
    if (line!.quantity > variant.limit) throw conflict(stockLimitMessage(variant.limit));
    return loadCart(tx, input.userId);
  });
}

/** Sets the quantity of a line that is already in the cart. */
export function setCartLineQuantity(db: Db, input: CartLineInput): Promise<Cart> {
  return db.transaction(async (tx) => {
    const variant = await lockVariant(tx, input.productId, input.variantId);
    const cartId = await ensureCartId(tx, input.userId);
    const updated = await tx
      .update(cartItems)
      .set({ quantity: input.quantity })
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variant.id)))
      .returning({ id: cartItems.id });
    if (updated.length === 0) throw notFound(MESSAGES.cartItemNotFound);
    if (input.quantity > variant.limit) throw conflict(stockLimitMessage(variant.limit));
    return loadCart(tx, input.userId);
  });
}

/** Removes every line of the product, or, given a variant, that size and colour only. */
export function removeCartLines(
  db: Db,
  userId: string,
  productId: string,
  variantId?: string,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cartId = await ensureCartId(tx, userId);
    const removed = await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          eq(cartItems.productId, productId),
          variantId ? eq(cartItems.variantId, variantId) : undefined,
        ),
      )
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw notFound(MESSAGES.cartItemNotFound);
    return loadCart(tx, userId);
  });
}

import type { TestApp } from '../../support/app.js';
import { PASSWORD, signInAdmin, signUp, type Session } from '../../support/fixtures.js';
import { api } from '../../support/http.js';
import {
  PRODUCT_PRICE,
  addAddress,
  addPaidOrder,
  addProduct,
  addSizedProduct,
  addPromotion,
  addSlide,
  variantIdsOf,
} from './world-records.js';

/** Who sends a request: nobody, a registered shopper, or an admin. */
export interface Caller {
  name: 'visitor' | 'shopper' | 'admin';
  token?: string;
  userId?: string;
  email?: string;
}

export type IdKind = 'user' | 'product' | 'variant' | 'order' | 'address' | 'slider' | 'promotion';

/** The callers and the records their ids may point at, some of them another shopper's. */
export interface World {
  callers: Caller[];
  /** A second shopper, whose ids a caller sometimes uses as if they were its own. */
  stranger: Caller;
  ids: Record<IdKind, string[]>;
  /** The owner of each address in ids.address, by position. */
  addressOwners: string[];
  password: string;
  /** What each product costs (all fixtures cost the same), so that order totals can match. */
  productPrice: number;
  googleIdTokens: GoogleIdToken[];
}

export interface GoogleIdToken {
  token: string;
  /** What is odd about its claims, for the report; none for an ordinary token. */
  note?: string;
}

const asCaller = (name: Caller['name'], session: Session): Caller => ({
  name,
  token: session.token,
  userId: session.user.id,
  email: session.user.email,
});

/**
 * Two shoppers with an address, a cart line and a paid order each; products (one in two sizes)
 * and their variants; a slide; promotion codes.
 */
export async function buildWorld(t: TestApp, googleIdTokens: GoogleIdToken[]): Promise<World> {
  const admin = await signInAdmin(t.app);
  const shopper = await signUp(t.app);
  const stranger = await signUp(t.app);
  const ids: World['ids'] = {
    user: [admin.user.id, shopper.user.id, stranger.user.id],
    product: [
      ...(await Promise.all([1, 2, 3].map(() => addProduct(t.db)))),
      await addSizedProduct(t.db),
    ],
    variant: [],
    order: [],
    address: [],
    slider: [await addSlide(t.db)],
    // One never used (ending deletes it) and one used (ending keeps it).
    promotion: [await addPromotion(t.db, 0), await addPromotion(t.db, 3)],
  };
  ids.variant = await variantIdsOf(t.db, ids.product);
  const addressOwners: string[] = [];
  for (const session of [shopper, stranger]) {
    const userId = session.user.id;
    ids.address.push(await addAddress(t.db, userId));
    addressOwners.push(userId);
    await api(t.app, session.token).call('cart.add', {
      body: { userId, productId: ids.product[0]!, quantity: 2 },
    });
    ids.order.push(await addPaidOrder(t.db, userId, ids.product[1]!));
  }
  return {
    callers: [{ name: 'visitor' }, asCaller('shopper', shopper), asCaller('admin', admin)],
    stranger: asCaller('shopper', stranger),
    ids,
    addressOwners,
    password: PASSWORD,
    productPrice: PRODUCT_PRICE,
    googleIdTokens,
  };
}

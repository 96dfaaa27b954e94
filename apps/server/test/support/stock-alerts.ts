import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EndpointInput, Product, Variant } from '@attire/contract';
import type { Db } from '../../src/db/client.js';
import { mailMessages, stockAlerts, users } from '../../src/db/schema/index.js';
import type { Session } from './fixtures.js';
import { api } from './http.js';

type ProductBody = EndpointInput<'adminProducts.add'>['body'];

/**
 * A navy 'Linen Shirt' at ₹999 in S and M with `stock` of each; M has a photo of its own. The
 * same `code` keeps the SKUs, so that an edit with it keeps both variants (and their alerts).
 */
export const linenShirt = (code: string, stock: { s: number; m: number }): ProductBody => ({
  image: '/uploads/shirt.webp',
  images: ['/uploads/shirt.webp', '/uploads/shirt-navy.webp'],
  title: 'Linen Shirt',
  description: 'A breezy linen shirt.',
  category: 'men',
  brand: 'zara',
  price: 999,
  salePrice: 0,
  sizes: ['S', 'M'],
  colours: ['navy'],
  variants: [
    { size: 'S', colour: 'navy', sku: `LS-${code}-S`, totalStock: stock.s },
    {
      size: 'M',
      colour: 'navy',
      sku: `LS-${code}-M`,
      totalStock: stock.m,
      image: '/uploads/shirt-navy.webp',
    },
  ],
});

export interface StockedShirt {
  product: Product;
  small: Variant;
  medium: Variant;
  /** The admin's edit of the shirt's stock, through the back office's call. */
  setStock(stock: { s: number; m: number }): Promise<void>;
}

/**
 * The calls of the back-in-stock tests, through the app's HTTP stack: the admin adds a shirt and
 * edits its stock; shoppers ask for, list and end alerts. App and admin are read at each call.
 */
export function stockAlertCalls(appOf: () => FastifyInstance, adminOf: () => Session) {
  const admin = () => api(appOf(), adminOf().token);

  async function addShirt(stock: { s: number; m: number }): Promise<StockedShirt> {
    const code = randomUUID().slice(0, 8).toUpperCase();
    const added = await admin().call('adminProducts.add', { body: linenShirt(code, stock) });
    if (added.status !== 201) throw new Error(`adding the shirt failed: ${added.status}`);
    const product = added.body.product;
    const [small, medium] = ['S', 'M'].map((size) =>
      product.variants.find((variant) => variant.size === size)!,
    );
    return {
      product,
      small: small!,
      medium: medium!,
      async setStock(next) {
        const edited = await admin().call('adminProducts.edit', {
          params: { id: product.id },
          body: linenShirt(code, next),
        });
        if (edited.status !== 200) throw new Error(`editing the stock failed: ${edited.status}`);
      },
    };
  }

  const ask = (who: Session, productId: string, variantId: string) =>
    api(appOf(), who.token).call('stockAlerts.add', { body: { productId, variantId } });

  const alertsOf = async (who: Session) =>
    (await api(appOf(), who.token).call('stockAlerts.list', {})).body.alerts;

  return { admin, addShirt, ask, alertsOf };
}

/** Shoppers made straight in the database (no password: as if they signed in with Google). */
export async function insertShoppers(db: Db, howMany: number, tag = randomUUID().slice(0, 8)) {
  return db
    .insert(users)
    .values(
      Array.from({ length: howMany }, (_, index) => ({
        name: `Shopper ${index + 1}`,
        email: `waiting-${tag}-${index + 1}@example.com`,
      })),
    )
    .returning({ id: users.id, email: users.email });
}

/** Waiting alerts of these shoppers for one variant, made straight in the database. */
export async function insertWaitingAlerts(
  db: Db,
  shopperIds: string[],
  variant: { productId: string; variantId: string },
) {
  await db
    .insert(stockAlerts)
    .values(shopperIds.map((userId) => ({ userId, ...variant, status: 'waiting' })));
}

/** The back-in-stock e-mails written to an address, whatever became of them. */
export const backInStockMessages = (db: Db, to: string) =>
  db
    .select({ id: mailMessages.id, state: mailMessages.state })
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), eq(mailMessages.kind, 'backInStock')));

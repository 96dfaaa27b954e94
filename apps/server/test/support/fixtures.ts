import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ProductInput, User, Variant } from '@attire/contract';
import type { Db } from '../../src/db/client.js';
import { orderItems, orders } from '../../src/db/schema/index.js';
import { upsertAdmin } from '../../src/lib/accounts.js';
import { createProduct } from '../../src/modules/catalog/admin-service.js';
import { api } from './http.js';

export interface Session {
  user: User;
  token: string;
}

export const PASSWORD = 'Correct-Horse-9';

/** Registers a new shopper through the API and returns its session. */
export async function signUp(
  app: FastifyInstance,
  overrides: { name?: string; email?: string } = {},
): Promise<Session> {
  const email = overrides.email ?? `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const response = await api(app).call('auth.register', {
    body: {
      name: overrides.name ?? 'Test Shopper',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.error.message}`);
  return { user: response.body.user, token: response.body.token };
}

/** Creates an admin account (as configuration or the CLI would) and signs it in. */
export async function signInAdmin(app: FastifyInstance): Promise<Session> {
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  await upsertAdmin(app.db, { name: 'Test Admin', email, password: PASSWORD });
  const response = await api(app).call('auth.login', { body: { email, password: PASSWORD } });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.error.message}`);
  return { user: response.body.user, token: response.body.token };
}

export const sampleProduct = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  image: '/uploads/sample.webp',
  title: `Cotton Tee ${randomUUID().slice(0, 6)}`,
  description: 'A soft cotton tee for every day.',
  category: 'men',
  brand: 'nike',
  price: 999,
  salePrice: 0,
  totalStock: 20,
  sizes: [],
  colours: [],
  ...overrides,
});

/** A product as an admin entered it, with the ids the database gave it and its variants. */
export type InsertedProduct = Omit<ProductInput, 'variants'> & { id: string; variants: Variant[] };

/**
 * Puts a product into the database through the catalogue's service (not over HTTP), for tests
 * of modules other than the catalogue. Without `variants` it has one, `variants[0]`.
 */
export async function insertProduct(
  db: Db,
  overrides: Partial<ProductInput> = {},
): Promise<InsertedProduct> {
  const input = sampleProduct(overrides);
  const product = await createProduct(db, input);
  return { ...input, id: product.id, variants: product.variants };
}

/** A paid order of the given products, as a completed checkout leaves it. */
export async function insertPaidOrder(
  db: Db,
  userId: string,
  items: { productId: string; title: string; pricePaise: number; quantity: number }[],
) {
  const totalPaise = items.reduce((sum, item) => sum + item.pricePaise * item.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      paymentId: `PAY-${randomUUID()}`,
      payerId: 'PAYER1',
      // An order from before codes, shipping and GST: its total is its lines' sum, untaxed.
      subtotalPaise: totalPaise,
      totalPaise,
      shipAddress: '1 MG Road',
      shipCity: 'Bengaluru',
      shipPincode: '560001',
      shipPhone: '9876543210',
      shipNotes: '',
    })
    .returning();
  await db.insert(orderItems).values(
    items.map((item) => ({
      ...item,
      orderId: order!.id,
      image: '/uploads/x.webp',
      taxableValuePaise: item.pricePaise * item.quantity,
    })),
  );
  return order!;
}

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, soldOutMessage } from '@attire/contract';
import { orders, products, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { httpClient, pressOnApprovalPage } from '../support/fetch-client.js';
import { insertProduct } from '../support/fixtures.js';

const SHOPPERS = 50;
const STOCK = 5;

describe(`${SHOPPERS} shoppers paying at once for ${STOCK} units`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(() => t.close());

  // Over a real socket: the captures must race through the whole HTTP stack.
  const asShopper = (token: string) => httpClient(t.baseUrl, token);

  it('sells exactly the stock, charges only the shoppers who got it, never goes below zero', async () => {
    const tee = await insertProduct(t.db, { title: 'Limited Tee', price: 1299, totalStock: STOCK });

    // Shoppers are made directly (no password hashing) so the test is about the captures.
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        const [user] = await t.db
          .insert(users)
          .values({ name: `Shopper ${index}`, email: `race-${index}-${randomUUID()}@example.com` })
          .returning();
        return { id: user!.id, token: await t.app.tokens.sign(user!.id) };
      }),
    );
    const approved = [];
    for (const shopper of shoppers) {
      const created = await asShopper(shopper.token).call('shopOrders.create', {
        body: {
          userId: shopper.id,
          orderItems: [{ productId: tee.id, quantity: 1 }],
          shippingAddress: {
            address: '1 MG Road',
            city: 'Bengaluru',
            pincode: '560001',
            phone: '9876543210',
            notes: '',
          },
          totalAmount: 1299,
        },
      });
      expect(created.status).toBe(201);
      const back = await pressOnApprovalPage(created.body.approvalURL, 'Pay');
      const paymentId = back.searchParams.get('paymentId')!;
      const payerId = back.searchParams.get('PayerID')!;
      approved.push({ shopper, capture: { orderId: created.body.orderId, paymentId, payerId } });
    }

    const results = await Promise.all(
      approved.map(({ shopper, capture }) =>
        asShopper(shopper.token).call('shopOrders.capture', { body: capture }),
      ),
    );

    const succeeded = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status === 409);
    expect(succeeded).toHaveLength(STOCK);
    expect(refused).toHaveLength(SHOPPERS - STOCK);
    for (const result of succeeded) expect(result.body.message).toBe(MESSAGES.paymentCaptured);
    for (const result of refused)
      expect(result.error.message).toBe(soldOutMessage('Limited Tee', 0));

    const [product] = await t.db.select().from(products).where(eq(products.id, tee.id));
    expect(product!.totalStock).toBe(0);
    const paidOrders = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), eq(orders.orderStatus, 'confirmed')));
    expect(paidOrders.map((order) => order.id).sort()).toEqual(
      succeeded.map((result) => result.body.order.id).sort(),
    );

    // PayPal's side: only the five who got a tee were charged; the others are still approved.
    const paypal = t.app.paypal;
    const statuses = await Promise.all(
      approved.map(async ({ capture }) => (await paypal.getOrder(capture.paymentId)).status),
    );
    expect(statuses.filter((status) => status === 'COMPLETED')).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 'APPROVED')).toHaveLength(SHOPPERS - STOCK);
  });
});

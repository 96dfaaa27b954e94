import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, soldOutMessage, type CapturePaymentInput } from '@attire/contract';
import { orders, productVariants, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { httpClient, pressOnApprovalPage } from '../support/fetch-client.js';
import { insertProduct } from '../support/fixtures.js';

const SHOPPERS = 50;
const STOCK = 5;

const ADDRESS = {
  address: '1 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '9876543210',
  notes: '',
};

describe('shoppers paying at once for the last units', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(() => t.close());

  // Over a real socket: the captures must race through the whole HTTP stack.
  const asShopper = (token: string) => httpClient(t.baseUrl, token);

  /**
   * One approved one-unit order per line, each by a shopper of its own (made directly, without
   * password hashing, so that the test is about the captures).
   */
  async function approvedOrders(lines: { productId: string; variantId: string; price: number }[]) {
    const approved: {
      token: string;
      line: (typeof lines)[number];
      capture: CapturePaymentInput;
    }[] = [];
    for (const [index, line] of lines.entries()) {
      const [user] = await t.db
        .insert(users)
        .values({ name: `Shopper ${index}`, email: `race-${index}-${randomUUID()}@example.com` })
        .returning();
      const token = await t.app.tokens.sign(user!.id);
      const created = await asShopper(token).call('shopOrders.create', {
        body: {
          userId: user!.id,
          orderItems: [{ productId: line.productId, variantId: line.variantId, quantity: 1 }],
          shippingAddress: ADDRESS,
          totalAmount: line.price,
        },
      });
      expect(created.status).toBe(201);
      const back = await pressOnApprovalPage(created.body.approvalURL, 'Pay');
      const capture = {
        orderId: created.body.orderId,
        paymentId: back.searchParams.get('token')!,
        payerId: back.searchParams.get('PayerID')!,
      };
      approved.push({ token, line, capture });
    }
    return approved;
  }

  /** Sends every capture at once; returns each reply beside the PayPal order's state after. */
  async function captureAtOnce(approved: Awaited<ReturnType<typeof approvedOrders>>) {
    const replies = await Promise.all(
      approved.map(({ token, capture }) =>
        asShopper(token).call('shopOrders.capture', { body: capture }),
      ),
    );
    const paypal = t.app.paypal;
    return Promise.all(
      approved.map(async (entry, index) => ({
        ...entry,
        reply: replies[index]!,
        paypalStatus: (await paypal.getOrder(entry.capture.paymentId)).status,
      })),
    );
  }

  const stockOf = async (variantIds: string[]) => {
    const rows = await t.db
      .select({ id: productVariants.id, totalStock: productVariants.totalStock })
      .from(productVariants)
      .where(inArray(productVariants.id, variantIds));
    return Object.fromEntries(rows.map((row) => [row.id, row.totalStock]));
  };

  it(`sells exactly the ${STOCK} units to ${SHOPPERS} shoppers and charges only those who got one`, async () => {
    const tee = await insertProduct(t.db, { title: 'Limited Tee', price: 1299, totalStock: STOCK });
    const variantId = tee.variants[0]!.id;
    const line = { productId: tee.id, variantId, price: 1299 };
    const results = await captureAtOnce(await approvedOrders(Array(SHOPPERS).fill(line)));

    const succeeded = results.filter((result) => result.reply.status === 200);
    const refused = results.filter((result) => result.reply.status === 409);
    expect(succeeded).toHaveLength(STOCK);
    expect(refused).toHaveLength(SHOPPERS - STOCK);
    for (const { reply } of succeeded) expect(reply.body.message).toBe(MESSAGES.paymentCaptured);
    for (const { reply } of refused) {
      expect(reply.error.message).toBe(soldOutMessage('Limited Tee', 0));
    }
    expect(await stockOf([variantId])).toEqual({ [variantId]: 0 });

    const paidOrders = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), eq(orders.orderStatus, 'confirmed')));
    expect(paidOrders.map((order) => order.id).sort()).toEqual(
      succeeded.map((result) => result.capture.orderId).sort(),
    );
    // PayPal's side: only the five who got a tee were charged; the others are still approved.
    expect(succeeded.every((result) => result.paypalStatus === 'COMPLETED')).toBe(true);
    expect(refused.every((result) => result.paypalStatus === 'APPROVED')).toBe(true);
  });

  it('sells each size of a product out on its own, never more than that size has', async () => {
    const stock = { S: 2, M: 3 };
    const shirt = await insertProduct(t.db, {
      title: 'Linen Shirt',
      price: 1499,
      sizes: ['S', 'M'],
      colours: ['navy'],
      variants: [
        { size: 'S', colour: 'navy', totalStock: stock.S },
        { size: 'M', colour: 'navy', totalStock: stock.M },
      ],
    });
    const [small, medium] = shirt.variants;
    const lineOf = (variantId: string) => ({ productId: shirt.id, variantId, price: 1499 });
    // Shoppers of both sizes interleaved, so that the two sizes' captures race each other too.
    const lines = Array.from({ length: SHOPPERS }, (_, index) =>
      lineOf(index % 2 ? medium!.id : small!.id),
    );
    const results = await captureAtOnce(await approvedOrders(lines));

    for (const [variant, size] of [
      [small!, 'S'],
      [medium!, 'M'],
    ] as const) {
      const ofSize = results.filter((result) => result.line.variantId === variant.id);
      const sold = ofSize.filter((result) => result.reply.status === 200);
      const refused = ofSize.filter((result) => result.reply.status === 409);
      expect(sold).toHaveLength(stock[size]);
      expect(refused).toHaveLength(ofSize.length - stock[size]);
      for (const { reply } of refused) {
        expect(reply.error.message).toBe(soldOutMessage(`Linen Shirt (${size}, Navy)`, 0));
      }
      expect(sold.every((result) => result.paypalStatus === 'COMPLETED')).toBe(true);
      expect(refused.every((result) => result.paypalStatus === 'APPROVED')).toBe(true);
    }
    expect(await stockOf([small!.id, medium!.id])).toEqual({ [small!.id]: 0, [medium!.id]: 0 });
  });
});

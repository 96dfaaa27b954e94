import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, soldOutMessage, type OrderStatus } from '@attire/contract';
import { addresses, cartItems, carts, orders } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { HOME, checkoutCalls } from '../support/checkout.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { variantStock } from '../support/sized-product.js';
import { api } from '../support/http.js';

describe('orders and payment', () => {
  let t: TestApp;
  let asha: Session;
  let ravi: Session;
  let admin: Session;
  const { place, capture, showOrder, detailsOf, listOrders, approvedOrder } = checkoutCalls(
    () => t.app,
  );
  /** The stock of a product's only variant. */
  const stockOf = (product: { variants: { id: string }[] }) =>
    variantStock(t.db, product.variants[0]!.id);

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    asha = await signUp(t.app, { name: 'Asha' });
    ravi = await signUp(t.app, { name: 'Ravi' });
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  describe('placing an order', () => {
    it('prices every line from the catalogue and ignores client prices, statuses and ids', async () => {
      const tee = await insertProduct(t.db, { title: 'Alpha Tee', price: 999, salePrice: 799 });
      const jeans = await insertProduct(t.db, { title: 'Beta Jeans', price: 500, totalStock: 5 });
      const lines = [
        { productId: tee.id, quantity: 1, price: 1 },
        { productId: jeans.id, quantity: 2, price: 1 },
        { productId: tee.id, quantity: 2, price: 1 },
      ];
      const forged = { orderStatus: 'confirmed', paymentStatus: 'paid', paymentId: 'PAY-X' };
      const created = await place(asha, lines, 3397, { ...forged, payerId: 'X' });
      expect(created.status).toBe(201);
      expect(created.body.approvalURL).toMatch(
        new RegExp(`^${t.app.publicUrl()}/paypal-sandbox/checkoutnow\\?token=[A-Z0-9]{17}$`),
      );
      expect(await (await fetch(created.body.approvalURL)).text()).toContain('₹3,397.00');

      const order = await detailsOf(asha, created.body.orderId);
      expect(order).toMatchObject({
        userId: asha.user.id,
        totalAmount: 3397,
        orderStatus: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'paypal',
        paymentId: '',
        payerId: '',
        shippingAddress: { ...HOME, pincode: '560025', phone: '9845012345' },
      });
      const untaxed = (amount: number) => ({
        lineTotal: amount,
        discount: 0,
        taxRate: 0,
        taxableValue: amount,
        hsn: '6205',
      });
      const plain = (product: typeof tee) => ({
        productId: product.id,
        variantId: product.variants[0]!.id,
        size: null,
        colour: null,
        sku: product.variants[0]!.sku,
        image: product.image,
      });
      expect(order.orderItems).toEqual([
        // A new shop: no code, no GST, so a line's taxable value is all it costs.
        { ...plain(tee), title: 'Alpha Tee', price: 799, quantity: 3, ...untaxed(2397) },
        { ...plain(jeans), title: 'Beta Jeans', price: 500, quantity: 2, ...untaxed(1000) },
      ]);
      expect(new Date(order.orderDate).toISOString()).toBe(order.orderDate);
    });

    it('refuses a total other than the catalogue’s, and keeps no order', async () => {
      const tee = await insertProduct(t.db, { price: 999, salePrice: 899 });
      const listed = async () => (await listOrders(ravi)).body.orders.length;
      const before = await listed();
      const refused = await place(ravi, [{ productId: tee.id, quantity: 1 }], 999);
      expect(refused.status).toBe(409);
      expect(refused.error.message).toBe(MESSAGES.orderTotalChanged);
      expect(await listed()).toBe(before);
    });

    it('refuses more than the stock and products that do not exist', async () => {
      const tee = await insertProduct(t.db, { title: 'Last Few Tee', price: 100, totalStock: 2 });
      const tooMany = await place(asha, [{ productId: tee.id, quantity: 3 }], 300);
      expect(tooMany.status).toBe(409);
      expect(tooMany.error.message).toBe(soldOutMessage('Last Few Tee', 2));

      const unknown = await place(asha, [{ productId: randomUUID(), quantity: 1 }], 100);
      expect(unknown.status).toBe(409);
      expect(unknown.error.message).toMatch(/out of stock/);
    });

    it("refuses an order placed in another shopper's name", async () => {
      const tee = await insertProduct(t.db, { price: 100 });
      const line = [{ productId: tee.id, quantity: 1 }];
      expect((await place(asha, line, 100, { userId: ravi.user.id })).status).toBe(403);
    });

    it("ships to a saved address of the shopper's own, never to another shopper's", async () => {
      const tee = await insertProduct(t.db, { price: 100 });
      const saved = await t.db
        .insert(addresses)
        .values([
          { userId: ravi.user.id, ...HOME, pincode: '400001', phone: '9000000001' },
          { userId: asha.user.id, ...HOME, city: 'Mysuru', pincode: '570001', phone: '9000000002' },
        ])
        .returning();
      const line = [{ productId: tee.id, quantity: 1 }];
      const using = (addressId: string) => ({ addressId, shippingAddress: undefined });

      const foreign = await place(asha, line, 100, using(saved[0]!.id));
      expect(foreign.status).toBe(404);
      expect(foreign.error.message).toBe(MESSAGES.addressNotFound);

      const own = await place(asha, line, 100, using(saved[1]!.id));
      expect(own.status).toBe(201);
      const order = await detailsOf(asha, own.body.orderId);
      expect(order.shippingAddress).toMatchObject({ city: 'Mysuru', pincode: '570001' });
    });
  });

  describe('capturing the payment', () => {
    it('confirms the order, takes the stock once and empties the cart', async () => {
      const tee = await insertProduct(t.db, { price: 450, totalStock: 5 });
      const [cart] = await t.db.insert(carts).values({ userId: asha.user.id }).returning();
      await t.db.insert(cartItems).values({
        cartId: cart!.id,
        productId: tee.id,
        variantId: tee.variants[0]!.id,
        quantity: 2,
      });

      const paid = await approvedOrder(asha, [{ productId: tee.id, quantity: 2 }], 900);
      const captured = await capture(asha, paid);
      expect(captured.status).toBe(200);
      expect(captured.body.message).toBe(MESSAGES.paymentCaptured);
      expect(captured.body.order).toMatchObject({
        id: paid.orderId,
        paymentStatus: 'paid',
        orderStatus: 'confirmed',
        paymentId: paid.paymentId,
        payerId: paid.payerId,
        totalAmount: 900,
      });
      expect(await stockOf(tee)).toBe(3);
      expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toEqual([]);

      const again = await capture(asha, paid);
      expect(again.status).toBe(200);
      expect(again.body.order).toEqual(captured.body.order);
      expect(await stockOf(tee)).toBe(3);
    });

    it('refuses the payment id of another order, another shopper and an unknown order', async () => {
      const tee = await insertProduct(t.db, { price: 100 });
      const first = await approvedOrder(asha, [{ productId: tee.id, quantity: 1 }], 100);
      const second = await approvedOrder(asha, [{ productId: tee.id, quantity: 1 }], 100);

      const mismatch = await capture(asha, { ...first, paymentId: second.paymentId });
      expect(mismatch.status).toBe(409);
      expect(mismatch.error.message).toBe(MESSAGES.paymentMismatch);
      expect((await capture(ravi, first)).status).toBe(403);
      expect((await capture(asha, { ...first, orderId: randomUUID() })).status).toBe(404);
      expect((await detailsOf(asha, first.orderId)).paymentStatus).toBe('pending');
      expect(await stockOf(tee)).toBe(20);
    });

    it('does not capture a payment the shopper has not approved', async () => {
      const tee = await insertProduct(t.db, { price: 100, totalStock: 4 });
      const created = await place(asha, [{ productId: tee.id, quantity: 1 }], 100);
      const paymentId = new URL(created.body.approvalURL).searchParams.get('token')!;
      const orderId = created.body.orderId;
      const refused = await capture(asha, { orderId, paymentId, payerId: 'NOBODY' });
      expect(refused.status).toBe(409);
      expect(refused.error.message).toBe(MESSAGES.paymentNotApproved);
      expect(await stockOf(tee)).toBe(4);
    });

    it('refuses, uncharged, a shopper whose item sold out before the capture', async () => {
      const tee = await insertProduct(t.db, { title: 'One Left Tee', price: 100, totalStock: 1 });
      const ashas = await approvedOrder(asha, [{ productId: tee.id, quantity: 1 }], 100);
      const ravis = await approvedOrder(ravi, [{ productId: tee.id, quantity: 1 }], 100);

      expect((await capture(asha, ashas)).status).toBe(200);
      const late = await capture(ravi, ravis);
      expect(late.status).toBe(409);
      expect(late.error.message).toBe(soldOutMessage('One Left Tee', 0));
      expect(await stockOf(tee)).toBe(0);
      expect((await detailsOf(ravi, ravis.orderId)).paymentStatus).toBe('pending');
      // Approved on PayPal but never captured: Ravi was not charged.
      const paypal = t.app.paypal;
      expect((await paypal.getOrder(ravis.paymentId)).status).toBe('APPROVED');
      expect((await paypal.getOrder(ashas.paymentId)).status).toBe('COMPLETED');
    });
  });

  describe('order history', () => {
    it("lists the shopper's own orders newest first, and no one else's", async () => {
      const shopper = await signUp(t.app);
      const tee = await insertProduct(t.db, { price: 100 });
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push((await place(shopper, [{ productId: tee.id, quantity: 1 }], 100)).body.orderId);
      }
      const list = await listOrders(shopper);
      expect(list.status).toBe(200);
      expect(list.body.orders.map((order) => order.id)).toEqual(ids.reverse());
      const peek = await listOrders(asha, shopper.user.id);
      expect(peek.status).toBe(403);
    });

    it('shows an order to its owner only', async () => {
      const tee = await insertProduct(t.db, { price: 100 });
      const { orderId } = await approvedOrder(asha, [{ productId: tee.id, quantity: 1 }], 100);
      expect((await showOrder(asha, orderId)).status).toBe(200);
      expect((await showOrder(ravi, orderId)).status).toBe(403);
      const unknown = await showOrder(asha, randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.error.message).toBe(MESSAGES.orderNotFound);
      expect((await api(t.app, asha.token).get('/shop/order/details/not-an-id')).status).toBe(404);
    });
  });

  describe('back office', () => {
    it('lists every order newest first, a page at a time', async () => {
      const total = (await t.db.select().from(orders)).length;
      const backOffice = api(t.app, admin.token);
      const all = await backOffice.call('adminOrders.list', { query: { limit: 100 } });
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total, page: 1, limit: 100 });
      expect(all.body.orders).toHaveLength(total);
      const dates = all.body.orders.map((order) => order.orderDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const second = await backOffice.call('adminOrders.list', { query: { page: 2, limit: 1 } });
      expect(second.body.orders.map((order) => order.id)).toEqual([all.body.orders[1]!.id]);
    });

    it('shows an order and changes its status, refusing unknown statuses', async () => {
      const tee = await insertProduct(t.db, { price: 100 });
      const payment = await approvedOrder(ravi, [{ productId: tee.id, quantity: 1 }], 100);
      expect((await capture(ravi, payment)).status).toBe(200);
      const { orderId } = payment;
      const backOffice = api(t.app, admin.token);
      const shown = await backOffice.call('adminOrders.details', { params: { id: orderId } });
      expect(shown.body.order).toMatchObject({
        id: orderId,
        userId: ravi.user.id,
        customer: { name: ravi.user.name, email: ravi.user.email },
      });
      // Who placed an order is the back office's to see; the shopper's own view does without.
      expect(await detailsOf(ravi, orderId)).not.toHaveProperty('customer');

      const setStatus = (id: string, orderStatus: OrderStatus) =>
        backOffice.call('adminOrders.updateStatus', { params: { id }, body: { orderStatus } });
      // A paid order goes on to 'inProcess' first (the lifecycle's every step is tested in
      // order-lifecycle.test.ts).
      const updated = await setStatus(orderId, 'inProcess');
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe(MESSAGES.orderStatusUpdated);
      expect(updated.body.order.orderStatus).toBe('inProcess');
      expect((await detailsOf(ravi, orderId)).orderStatus).toBe('inProcess');

      // A raw call: 'shipped' is not an order status to the contract's types.
      const bad = await backOffice.put(`/admin/order/${orderId}`, { orderStatus: 'shipped' });
      expect(bad.status).toBe(400);
      expect(bad.error.errors?.orderStatus).toBeDefined();
      expect((await setStatus(randomUUID(), 'delivered')).status).toBe(404);
    });

    it('keeps shoppers out', async () => {
      const shopper = api(t.app, asha.token);
      const replies = await Promise.all([
        shopper.call('adminOrders.list', {}),
        shopper.call('adminOrders.details', { params: { id: randomUUID() } }),
        shopper.call('adminOrders.updateStatus', {
          params: { id: randomUUID() },
          body: { orderStatus: 'delivered' },
        }),
      ]);
      expect(replies.map((reply) => reply.status)).toEqual([403, 403, 403]);
    });
  });
});

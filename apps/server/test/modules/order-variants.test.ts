import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, soldOutMessage } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { checkoutCalls } from '../support/checkout.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { insertSizedShirt, variantStock } from '../support/sized-product.js';

// Orders of products that come in sizes and colours: each line is one variant, priced,
// stocked and remembered as that variant.
describe('orders of sizes and colours', () => {
  let t: TestApp;
  let asha: Session;
  let ravi: Session;
  let admin: Session;
  const { place, capture, detailsOf, listOrders, approvedOrder } = checkoutCalls(() => t.app);

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    asha = await signUp(t.app, { name: 'Asha' });
    ravi = await signUp(t.app, { name: 'Ravi' });
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  describe('placing an order', () => {
    it('prices each size from its variant and records its size, colour and SKU', async () => {
      const shirt = await insertSizedShirt(t.db);
      const [small, medium] = shirt.variants;
      const lines = [
        { productId: shirt.id, variantId: small!.id, quantity: 1 },
        { productId: shirt.id, variantId: medium!.id, quantity: 1 },
        { productId: shirt.id, variantId: small!.id, quantity: 1 },
      ];
      const created = await place(asha, lines, 2 * 999 + 1499);
      expect(created.status).toBe(201);

      const order = await detailsOf(asha, created.body.orderId);
      expect(order.totalAmount).toBe(3497);
      const shirtLine = {
        productId: shirt.id,
        title: 'Linen Shirt',
        colour: 'navy',
        discount: 0,
        taxRate: 0,
        hsn: '6205',
      };
      const bySku = [...order.orderItems].sort((a, b) => a.sku.localeCompare(b.sku));
      expect(bySku).toEqual([
        {
          ...shirtLine,
          variantId: medium!.id,
          size: 'M',
          sku: medium!.sku,
          image: '/uploads/shirt-navy.webp',
          price: 1499,
          quantity: 1,
          lineTotal: 1499,
          taxableValue: 1499,
        },
        {
          ...shirtLine,
          variantId: small!.id,
          size: 'S',
          sku: small!.sku,
          image: '/uploads/shirt.webp',
          price: 999,
          quantity: 2,
          lineTotal: 1998,
          taxableValue: 1998,
        },
      ]);
      const backOffice = api(t.app, admin.token);
      const shown = await backOffice.call('adminOrders.details', {
        params: { id: created.body.orderId },
      });
      expect(shown.body.order.orderItems).toEqual(order.orderItems);
    });

    it('asks for the size of a product that has several, and refuses a size not its own', async () => {
      const shirt = await insertSizedShirt(t.db);
      const tee = await insertProduct(t.db, { price: 100 });
      const listed = async () => (await listOrders(asha)).body.orders.length;
      const before = await listed();

      const unnamed = await place(asha, [{ productId: shirt.id, quantity: 1 }], 999);
      expect(unnamed.status).toBe(400);
      expect(unnamed.error.message).toBe(MESSAGES.variantRequired);
      for (const variantId of [tee.variants[0]!.id, randomUUID()]) {
        const wrong = await place(asha, [{ productId: shirt.id, variantId, quantity: 1 }], 999);
        expect(wrong.status).toBe(404);
        expect(wrong.error.message).toBe(MESSAGES.variantNotFound);
      }
      expect(await listed()).toBe(before);
    });

    it('refuses more than the size has in stock, naming the size and colour', async () => {
      const shirt = await insertSizedShirt(t.db, { s: 2, m: 5 });
      const [small, medium] = shirt.variants;
      const smalls = (...quantities: number[]) =>
        quantities.map((quantity) => ({ productId: shirt.id, variantId: small!.id, quantity }));
      for (const lines of [smalls(3), smalls(2, 1)]) {
        const refused = await place(asha, lines, 2997);
        expect(refused.status).toBe(409);
        expect(refused.error.message).toBe(soldOutMessage('Linen Shirt (S, Navy)', 2));
      }
      const medium3 = [{ productId: shirt.id, variantId: medium!.id, quantity: 3 }];
      expect((await place(asha, medium3, 4497)).status).toBe(201);
    });
  });

  describe('capturing the payment', () => {
    it('takes the stock from the size bought and names the size that sold out', async () => {
      const shirt = await insertSizedShirt(t.db, { s: 1, m: 5 });
      const [small, medium] = shirt.variants;
      const line = (variantId: string, quantity: number) => ({
        productId: shirt.id,
        variantId,
        quantity,
      });
      const ashas = await approvedOrder(asha, [line(small!.id, 1), line(medium!.id, 2)], 3997);
      const ravis = await approvedOrder(ravi, [line(small!.id, 1), line(medium!.id, 1)], 2498);

      expect((await capture(asha, ashas)).status).toBe(200);
      expect(await variantStock(t.db, small!.id)).toBe(0);
      expect(await variantStock(t.db, medium!.id)).toBe(3);
      const late = await capture(ravi, ravis);
      expect(late.status).toBe(409);
      expect(late.error.message).toBe(soldOutMessage('Linen Shirt (S, Navy)', 0));
      expect(await variantStock(t.db, medium!.id)).toBe(3);
      expect((await t.app.paypal.getOrder(ravis.paymentId)).status).toBe('APPROVED');
    });
  });

  describe('a size dropped from the catalogue', () => {
    it('leaves every cart, keeps past orders as bought and ends unpaid orders of it', async () => {
      const shirt = await insertSizedShirt(t.db);
      const [small, medium] = shirt.variants;
      const shopper = await signUp(t.app);
      const mediumLine = [{ productId: shirt.id, variantId: medium!.id, quantity: 1 }];
      const paid = await approvedOrder(shopper, mediumLine, 1499);
      expect((await capture(shopper, paid)).status).toBe(200);
      const unpaid = await approvedOrder(shopper, mediumLine, 1499);
      const asShopper = api(t.app, shopper.token);
      for (const variantId of [small!.id, medium!.id]) {
        const body = { userId: shopper.user.id, productId: shirt.id, variantId, quantity: 1 };
        expect((await asShopper.call('cart.add', { body })).status).toBe(200);
      }

      const edited = await api(t.app, admin.token).call('adminProducts.edit', {
        params: { id: shirt.id },
        body: {
          image: shirt.image,
          images: shirt.images,
          title: shirt.title,
          description: shirt.description,
          category: shirt.category,
          brand: shirt.brand,
          price: shirt.price,
          salePrice: shirt.salePrice,
          sizes: ['S'],
          colours: ['navy'],
          variants: [{ size: 'S', colour: 'navy', totalStock: 3 }],
        },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.product.variants.map((variant) => variant.id)).toEqual([small!.id]);

      const cart = await asShopper.call('cart.fetch', { params: { userId: shopper.user.id } });
      expect(cart.body.cart.items.map((item) => item.variantId)).toEqual([small!.id]);
      expect((await detailsOf(shopper, paid.orderId)).orderItems).toEqual([
        {
          productId: shirt.id,
          variantId: null,
          size: 'M',
          colour: 'navy',
          sku: medium!.sku,
          title: 'Linen Shirt',
          image: '/uploads/shirt-navy.webp',
          price: 1499,
          quantity: 1,
          lineTotal: 1499,
          discount: 0,
          taxRate: 0,
          taxableValue: 1499,
          hsn: '6205',
        },
      ]);
      const gone = await capture(shopper, unpaid);
      expect(gone.status).toBe(409);
      expect(gone.error.message).toBe(soldOutMessage('Linen Shirt (M, Navy)', 0));
    });
  });
});

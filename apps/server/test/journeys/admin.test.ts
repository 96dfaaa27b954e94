import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, insertPaidOrder, insertProduct, signUp } from '../support/fixtures.js';
import { httpClient } from '../support/fetch-client.js';
import { upsertAdmin } from '../../src/lib/accounts.js';

describe('an admin running the shop, over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(() => t.close());

  it('manages products, the slider and orders', async () => {
    await upsertAdmin(t.db, { name: 'Ops', email: 'ops@example.com', password: PASSWORD });
    const login = await httpClient(t.baseUrl).call('auth.login', {
      body: { email: 'ops@example.com', password: PASSWORD },
    });
    expect(login.body.user.role).toBe('admin');
    const admin = httpClient(t.baseUrl, login.body.token);

    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const upload = await admin.upload(new Blob([png]), 'red.png');
    expect(upload.status).toBe(200);
    const imageUrl = upload.body.result.url;
    const served = await fetch(new URL(imageUrl, t.baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const created = await admin.call('adminProducts.add', {
      body: {
        image: imageUrl,
        title: 'Linen Shirt',
        description: 'Breathable linen for hot days.',
        category: 'men',
        brand: 'zara',
        price: 1999,
        salePrice: 1499,
        totalStock: 12,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.product.id;

    const edited = await admin.call('adminProducts.edit', {
      params: { id },
      // As the spec's form sends it, without variants: a one-variant product at the form's prices.
      body: {
        ...created.body.product,
        variants: undefined,
        title: 'Linen Shirt, Sky Blue',
        salePrice: 0,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.product).toMatchObject({ title: 'Linen Shirt, Sky Blue', salePrice: 0 });
    const listed = await admin.call('adminProducts.list', {});
    expect(listed.body.products.map((p) => p.title)).toContain('Linen Shirt, Sky Blue');

    const removed = await admin.call('adminProducts.delete', { params: { id } });
    expect(removed.body.message).toBe(MESSAGES.productDeleted);
    expect((await admin.call('adminProducts.list', {})).body.total).toBe(0);

    const slide = await admin.call('slider.add', { body: { sliderImage: imageUrl } });
    expect(slide.status).toBe(201);
    expect((await admin.call('slider.list', {})).body.sliderImages).toEqual([
      { id: slide.body.sliderImage.id, sliderImage: imageUrl },
    ]);

    const shopper = await signUp(t.app);
    const tee = await insertProduct(t.db, { price: 499 });
    const order = await insertPaidOrder(t.db, shopper.user.id, [
      { productId: tee.id, title: tee.title, pricePaise: 49_900, quantity: 2 },
    ]);
    const orders = await admin.call('adminOrders.list', {});
    expect(orders.body.orders.map((o) => o.id)).toEqual([order.id]);
    expect(orders.body.orders[0]!.totalAmount).toBe(998);

    const updated = await admin.call('adminOrders.updateStatus', {
      params: { id: order.id },
      body: { orderStatus: 'inProcess', note: 'Packed' },
    });
    expect(updated.body.message).toBe(MESSAGES.orderStatusUpdated);
    const seenByShopper = await httpClient(t.baseUrl, shopper.token).call('shopOrders.details', {
      params: { id: order.id },
    });
    expect(seenByShopper.body.order.orderStatus).toBe('inProcess');
    expect(seenByShopper.body.order.timeline.at(-1)).toMatchObject({ by: 'admin', note: 'Packed' });
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, insertPaidOrder, insertProduct, signUp } from '../support/fixtures.js';
import { httpClient } from '../support/fetch-client.js';
import { upsertAdmin } from '../../src/modules/auth/service.js';

describe('an admin running the shop, over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(() => t.close());

  it('manages products, the slider and orders', async () => {
    await upsertAdmin(t.db, { name: 'Ops', email: 'ops@example.com', password: PASSWORD });
    const login = await httpClient(t.baseUrl).post('/auth/login', {
      email: 'ops@example.com',
      password: PASSWORD,
    });
    expect(login.body.user.role).toBe('admin');
    const admin = httpClient(t.baseUrl, login.body.token);

    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const upload = await admin.upload('/admin/products/upload-image', new Blob([png]), 'red.png');
    expect(upload.status).toBe(200);
    const imageUrl: string = upload.body.result.url;
    const served = await fetch(new URL(imageUrl, t.baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const created = await admin.post('/admin/products', {
      image: imageUrl,
      title: 'Linen Shirt',
      description: 'Breathable linen for hot days.',
      category: 'men',
      brand: 'zara',
      price: 1999,
      salePrice: 1499,
      totalStock: 12,
    });
    expect(created.status).toBe(201);
    const id = created.body.product.id;

    const edited = await admin.put(`/admin/products/${id}`, {
      ...created.body.product,
      title: 'Linen Shirt, Sky Blue',
      salePrice: 0,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.product).toMatchObject({ title: 'Linen Shirt, Sky Blue', salePrice: 0 });
    const listed = await admin.get('/admin/products');
    expect(listed.body.products.map((p: any) => p.title)).toContain('Linen Shirt, Sky Blue');

    const removed = await admin.delete(`/admin/products/${id}`);
    expect(removed.body.message).toBe(MESSAGES.productDeleted);
    expect((await admin.get('/admin/products')).body.total).toBe(0);

    const slide = await admin.post('/features', { sliderImage: imageUrl });
    expect(slide.status).toBe(201);
    expect((await admin.get('/features')).body.sliderImages).toEqual([
      { id: slide.body.sliderImage.id, sliderImage: imageUrl },
    ]);

    const shopper = await signUp(t.app);
    const tee = await insertProduct(t.db, { price: 499 });
    const order = await insertPaidOrder(t.db, shopper.user.id, [
      { productId: tee.id, title: tee.title, pricePaise: 49_900, quantity: 2 },
    ]);
    const orders = await admin.get('/admin/order');
    expect(orders.body.orders.map((o: any) => o.id)).toEqual([order.id]);
    expect(orders.body.orders[0].totalAmount).toBe(998);

    const updated = await admin.put(`/admin/order/${order.id}`, { orderStatus: 'inShipping' });
    expect(updated.body.message).toBe(MESSAGES.orderStatusUpdated);
    const seenByShopper = await httpClient(t.baseUrl, shopper.token).get(
      `/shop/order/details/${order.id}`,
    );
    expect(seenByShopper.body.order.orderStatus).toBe('inShipping');
  });
});

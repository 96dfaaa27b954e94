import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, stockLimitMessage } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, insertProduct } from '../support/fixtures.js';
import { httpClient, pressOnApprovalPage } from '../support/fetch-client.js';

describe('a shopper, from sign-up to review, over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(() => t.close());

  it('registers, browses, buys through the PayPal sandbox and reviews', async () => {
    const jeans = await insertProduct(t.db, {
      title: 'Slim Fit Denim Jeans',
      category: 'men',
      brand: 'levi',
      price: 2499,
      salePrice: 1999,
      sizes: ['M', 'L'],
      colours: ['blue'],
      variants: [
        { size: 'M', colour: 'blue', totalStock: 3 },
        { size: 'L', colour: 'blue', totalStock: 2 },
      ],
    });
    const medium = jeans.variants[0]!;
    await insertProduct(t.db, {
      title: 'Summer Dress',
      category: 'women',
      brand: 'zara',
      price: 1799,
    });
    await insertProduct(t.db, {
      title: 'Running Shoes',
      category: 'footwear',
      brand: 'nike',
      price: 4999,
    });

    const registered = await httpClient(t.baseUrl).call('auth.register', {
      body: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(registered.status).toBe(201);
    const { user, token } = registered.body;
    const shopper = httpClient(t.baseUrl, token);

    const all = await shopper.call('shopProducts.list', { query: { sortBy: 'price-hightolow' } });
    expect(all.body.total).toBe(3);
    expect(all.body.products.map((p) => p.title)).toEqual([
      'Running Shoes',
      'Slim Fit Denim Jeans',
      'Summer Dress',
    ]);
    const filtered = await shopper.call('shopProducts.list', {
      query: { category: 'men', brand: 'levi' },
    });
    expect(filtered.body.products.map((p) => p.id)).toEqual([jeans.id]);
    const found = await shopper.call('shopProducts.search', { params: { keyword: 'denim' } });
    expect(found.body.products[0]!.id).toBe(jeans.id);
    const productDetails = () => shopper.call('shopProducts.details', { params: { id: jeans.id } });
    const details = await productDetails();
    expect(details.body.product).toMatchObject({ title: 'Slim Fit Denim Jeans', salePrice: 1999 });

    const refusedReview = await shopper.call('reviews.add', {
      body: {
        productId: jeans.id,
        userId: user.id,
        userName: user.name,
        reviewMessage: 'Great fit',
        reviewValue: 5,
      },
    });
    expect(refusedReview.status).toBe(403);
    expect(refusedReview.error.message).toBe(MESSAGES.reviewNotPurchased);

    const jeansLine = { userId: user.id, productId: jeans.id, variantId: medium.id };
    await shopper.call('cart.add', { body: { ...jeansLine, quantity: 2 } });
    const tooMany = await shopper.call('cart.update', { body: { ...jeansLine, quantity: 4 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.error.message).toBe(stockLimitMessage(3));
    const fetchCart = () => shopper.call('cart.fetch', { params: { userId: user.id } });
    const cart = await fetchCart();
    expect(cart.body.cart.items).toHaveLength(1);
    expect(cart.body.cart.items[0]!.quantity).toBe(2);

    const address = await shopper.call('addresses.add', {
      body: {
        userId: user.id,
        address: '12 Residency Road',
        city: 'Bengaluru',
        pincode: '560025',
        phone: '+91 98450 12345',
        notes: 'Ring the bell',
      },
    });
    expect(address.status).toBe(201);

    const order = await shopper.call('shopOrders.create', {
      body: {
        userId: user.id,
        orderItems: cart.body.cart.items.map((item) => ({
          productId: item.productId,
          variantId: item.variantId,
          title: item.product.title,
          image: item.product.image,
          price: item.product.salePrice,
          quantity: item.quantity,
        })),
        addressId: address.body.address.id,
        totalAmount: 3998,
        orderStatus: 'pending',
        paymentMethod: 'paypal',
        paymentStatus: 'pending',
        paymentId: '',
        payerId: '',
      },
    });
    expect(order.status).toBe(201);
    const returnUrl = await pressOnApprovalPage(order.body.approvalURL, 'Pay');
    expect(returnUrl.pathname).toBe('/shop/paypalReturnPage');

    const captured = await shopper.call('shopOrders.capture', {
      body: {
        paymentId: returnUrl.searchParams.get('token')!,
        payerId: returnUrl.searchParams.get('PayerID')!,
        orderId: order.body.orderId,
      },
    });
    expect(captured.status).toBe(200);
    expect(captured.body.order).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      totalAmount: 3998,
      shippingAddress: { city: 'Bengaluru', pincode: '560025', phone: '9845012345' },
      orderItems: [{ size: 'M', colour: 'blue', sku: medium.sku, quantity: 2, price: 1999 }],
    });

    const orders = await shopper.call('shopOrders.list', { params: { userId: user.id } });
    expect(orders.body.orders.map((o) => o.id)).toEqual([order.body.orderId]);
    expect((await fetchCart()).body.cart.items).toEqual([]);
    // Two of the three in M were sold; the two in L are still there.
    const afterSale = (await productDetails()).body.product;
    expect(afterSale.variants.map((variant) => [variant.size, variant.totalStock])).toEqual([
      ['M', 1],
      ['L', 2],
    ]);
    expect(afterSale.totalStock).toBe(3);

    const review = await shopper.call('reviews.add', {
      body: {
        productId: jeans.id,
        userId: user.id,
        userName: 'Someone Else',
        reviewMessage: 'Great fit',
        reviewValue: 4,
      },
    });
    expect(review.status).toBe(201);
    expect(review.body.review.userName).toBe('Asha Rao');
    const rated = await productDetails();
    expect(rated.body.product).toMatchObject({ rating: 4, reviewCount: 1 });
  });
});

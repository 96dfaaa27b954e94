import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  toPaise,
  type Access as ContractAccess,
  type HttpMethod,
} from '@attire/contract';
import { addresses, sliderImages } from '../../src/db/schema/index.js';
import { api, type ApiResponse } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import {
  PASSWORD,
  insertPaidOrder,
  insertProduct,
  sampleProduct,
  signInAdmin,
  signUp,
  type Session,
} from '../support/fixtures.js';

/**
 * Who may call a route: the contract's levels (anyone, any signed-in account, an admin), or
 * only the account that owns the record the path names (`owner`).
 */
type Access = ContractAccess | 'owner';

/** What a route is called with: the caller's own ids, or those of another shopper. */
interface Ids {
  email: string;
  userId: string;
  productId: string;
  /** A product that may be deleted. */
  spareProductId: string;
  addressId: string;
  orderId: string;
  sliderImageId: string;
}

interface Route {
  method: HttpMethod;
  /** The contract's path; `:name` is filled in from the caller's Ids. */
  path: string;
  access: Access;
  /** Where the route takes a userId that must be the caller's own. */
  userId?: 'path' | 'body';
  body?: (ids: Ids) => object;
}
const route = (method: HttpMethod, path: string, access: Access, more: Partial<Route> = {}) => ({
  method,
  path,
  access,
  ...more,
});

const shipping = {
  address: '12 Residency Road',
  city: 'Bengaluru',
  pincode: '560025',
  phone: '9876543210',
  notes: '',
};
const product = sampleProduct({ title: 'Roles Tee', price: 999, salePrice: 0 });

/** Every route of the API contract. */
const ROUTES: Route[] = [
  route('POST', '/auth/register', 'public', {
    body: () => ({
      name: 'New Shopper',
      email: `roles-${randomUUID().slice(0, 8)}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
  }),
  route('POST', '/auth/login', 'public', { body: ({ email }) => ({ email, password: PASSWORD }) }),
  route('POST', '/auth/google', 'public', { body: () => ({ idToken: 'not-configured' }) }),
  route('POST', '/auth/logout', 'public'),
  route('GET', '/auth/check-auth', 'user'),
  route('GET', '/health', 'public'),

  route('POST', '/admin/products/upload-image', 'admin'),
  route('GET', '/admin/products?page=1&limit=10', 'admin'),
  route('POST', '/admin/products', 'admin', { body: () => product }),
  route('PUT', '/admin/products/:productId', 'admin', { body: () => product }),
  route('DELETE', '/admin/products/:spareProductId', 'admin'),
  route('GET', '/shop/products?category=men&brand=nike,puma&sortBy=title-atoz', 'user'),
  route('GET', '/shop/products/:productId', 'user'),
  route('GET', '/shop/products/search/tee', 'user'),

  route('GET', '/shop/cart/:userId', 'user', { userId: 'path' }),
  route('POST', '/shop/cart', 'user', {
    userId: 'body',
    body: ({ userId, productId }) => ({ userId, productId, quantity: 1 }),
  }),
  route('PUT', '/shop/cart', 'user', {
    userId: 'body',
    body: ({ userId, productId }) => ({ userId, productId, quantity: 2 }),
  }),
  route('DELETE', '/shop/cart/:userId/:productId', 'user', { userId: 'path' }),

  route('GET', '/shop/address/:userId', 'user', { userId: 'path' }),
  route('POST', '/shop/address', 'user', {
    userId: 'body',
    body: ({ userId }) => ({ userId, ...shipping }),
  }),
  route('PUT', '/shop/address/:userId/:addressId', 'user', {
    userId: 'path',
    body: () => ({ ...shipping, notes: 'Ring twice' }),
  }),
  route('DELETE', '/shop/address/:userId/:addressId', 'user', { userId: 'path' }),

  route('POST', '/shop/order', 'user', {
    userId: 'body',
    body: ({ userId, productId }) => ({
      userId,
      orderItems: [{ productId, quantity: 1 }],
      shippingAddress: shipping,
      totalAmount: product.price,
      orderStatus: 'pending',
      paymentMethod: 'paypal',
      paymentStatus: 'pending',
      paymentId: '',
      payerId: '',
    }),
  }),
  route('POST', '/shop/order/capture', 'owner', {
    body: ({ orderId }) => ({ paymentId: 'PAY-1', payerId: 'PAYER-1', orderId }),
  }),
  route('GET', '/shop/order/list/:userId', 'user', { userId: 'path' }),
  route('GET', '/shop/order/details/:orderId', 'owner'),
  route('POST', '/shop/order/:orderId/cancel', 'owner'),
  route('GET', '/admin/order?page=1&limit=10', 'admin'),
  route('GET', '/admin/order/:orderId', 'admin'),
  route('PUT', '/admin/order/:orderId', 'admin', { body: () => ({ orderStatus: 'inShipping' }) }),

  route('GET', '/shop/review/:productId', 'user'),
  route('POST', '/shop/review', 'user', {
    userId: 'body',
    body: ({ userId, productId }) => ({
      productId,
      userId,
      userName: 'Someone Else',
      reviewMessage: 'Fits well and washes well.',
      reviewValue: 5,
    }),
  }),
  route('GET', '/features', 'user'),
  route('POST', '/features', 'admin', { body: () => ({ sliderImage: '/uploads/banner.webp' }) }),
  route('DELETE', '/features/:sliderImageId', 'admin'),
];

const fill = (path: string, ids: Ids) =>
  path.replace(/:(\w+)/g, (_match, name: string) => ids[name as keyof Ids]);

describe('who may call each route', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  let other: Session;
  let own: Ids;
  let others: Ids;

  const call = (route: Route, ids: Ids, token?: string): Promise<ApiResponse> => {
    const body = route.body?.(ids) ?? {};
    const client = api(t.app, token);
    const url = fill(route.path, ids);
    if (route.method === 'GET') return client.get(url);
    if (route.method === 'DELETE') return client.delete(url);
    return route.method === 'POST' ? client.post(url, body) : client.put(url, body);
  };

  /** Passed the access check: the route exists, did not refuse the caller, did not fail. */
  const expectAllowed = (response: ApiResponse) => {
    expect(response.error.message).not.toBe(MESSAGES.routeNotFound);
    expect([401, 403, 500]).not.toContain(response.status);
  };

  async function idsOf(session: Session, productId: string): Promise<Ids> {
    const spare = await insertProduct(t.db);
    const [address] = await t.db
      .insert(addresses)
      .values({ userId: session.user.id, ...shipping })
      .returning();
    const order = await insertPaidOrder(t.db, session.user.id, [
      { productId, title: product.title, pricePaise: toPaise(product.price), quantity: 1 },
    ]);
    const [slide] = await t.db
      .insert(sliderImages)
      .values({ image: '/uploads/s.webp' })
      .returning();
    return {
      email: session.user.email,
      userId: session.user.id,
      productId,
      spareProductId: spare.id,
      addressId: address!.id,
      orderId: order.id,
      sliderImageId: slide!.id,
    };
  }

  beforeAll(async () => {
    // Listening, so that checkout can reach the built-in PayPal sandbox over HTTP.
    t = await startTestApp({ listen: true });
    admin = await signInAdmin(t.app);
    shopper = await signUp(t.app);
    other = await signUp(t.app);
    const { id: productId } = await insertProduct(t.db, product);
    own = await idsOf(shopper, productId);
    others = await idsOf(other, productId);
  });
  afterAll(() => t.close());

  describe.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      if (route.access === 'public') {
        it('is open without a token', async () => {
          expectAllowed(await call(route, own));
        });
        return;
      }

      it('refuses a call without a token with 401', async () => {
        const response = await call(route, own);
        expect(response.status).toBe(401);
        expect(response.error).toEqual({ success: false, message: MESSAGES.signInRequired });
      });

      if (route.access === 'admin') {
        it('refuses a shopper with 403', async () => {
          const response = await call(route, own, shopper.token);
          expect(response.status).toBe(403);
          expect(response.error).toEqual({ success: false, message: MESSAGES.forbidden });
        });
        it('lets an admin through', async () => {
          expectAllowed(await call(route, own, admin.token));
        });
        return;
      }

      if (route.userId) {
        it(`refuses another shopper's userId (in the ${route.userId}) with 403`, async () => {
          const response = await call(route, { ...own, userId: other.user.id }, shopper.token);
          expect(response.status).toBe(403);
          expect(response.error).toEqual({ success: false, message: MESSAGES.forbidden });
        });
      }

      if (route.access === 'owner') {
        it("refuses another shopper's record without showing it", async () => {
          const response = await call(route, others, shopper.token);
          expect(response.error.message).not.toBe(MESSAGES.routeNotFound);
          expect([403, 404]).toContain(response.status);
          expect(response.body).not.toHaveProperty('order');
        });
      }

      it('lets a signed-in shopper through with their own ids', async () => {
        expectAllowed(await call(route, own, shopper.token));
      });
    },
  );
});

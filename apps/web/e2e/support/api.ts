import type { APIRequestContext } from '@playwright/test';
import {
  ROUTES,
  fillPath,
  type EndpointInput,
  type EndpointName,
  type EndpointReply,
  type Product,
  type ProductSummary,
  type User,
} from '@attire/contract';

/**
 * Set-up through the real API (the same calls the app makes), for what a spec needs but does
 * not test: accounts, products, addresses, paid orders.
 */

export const ADMIN = { email: 'admin@attire.test', password: 'Admin@12345' };
export const DEMO_SHOPPER = { email: 'shopper@attire.test', password: 'Shopper@12345' };
export const PASSWORD = 'Shopper@12345';

export interface Session {
  token: string;
  user: User;
}

export const ADDRESS = {
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  pincode: '560038',
  phone: '9876543210',
  notes: 'Ring the bell twice',
};

let counter = 0;

/** An e-mail no other test (or earlier run on the same data) has used. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix}-${stamp}@e2e.attire.test`;
}

/** A word that matches only what a test names with it (search needs more than 3 characters). */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * One call of the contract, as the app makes it; a failure throws with the server's message so
 * set-up problems read clearly.
 */
export async function api<N extends EndpointName>(
  request: APIRequestContext,
  name: N,
  input: EndpointInput<N> & { token?: string },
): Promise<EndpointReply<N>> {
  const { method, path } = ROUTES[name];
  const { params, query, body, token } = input as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
    token?: string;
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const url = `/api${fillPath(path, params)}${search.size ? `?${search}` : ''}`;
  const response = await request.fetch(url, {
    method,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { data: body }),
  });
  const reply = await response.json().catch(() => ({}));
  if (!response.ok() || reply.success === false) {
    throw new Error(`${method} ${url} answered ${response.status()}: ${JSON.stringify(reply)}`);
  }
  return reply as EndpointReply<N>;
}

/** Matches the URL of a call of the contract (path parameters captured in order). */
export function apiUrlPattern(name: EndpointName): RegExp {
  const path = ROUTES[name].path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/api${path.replace(/:[A-Za-z]+/g, '([^/?]+)')}(?:\\?|$)`);
}

export async function login(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<Session> {
  const { token, user } = await api(request, 'auth.login', { body: account });
  return { token, user };
}

export async function registerShopper(
  request: APIRequestContext,
  prefix = 'shopper',
): Promise<Session & { email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const name = `${prefix[0]!.toUpperCase()}${prefix.slice(1)} Tester`;
  const { token, user } = await api(request, 'auth.register', {
    body: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  return { token, user, email, password: PASSWORD };
}

/** The first 100 products of the listing, cheapest first, as it shows them: summaries. */
export async function shopProducts(request: APIRequestContext, token: string) {
  const query = { limit: 100, sortBy: 'price-lowtohigh' } as const;
  const reply = await api(request, 'shopProducts.list', { query, token });
  return reply.products;
}

/** A product whole, its variants and gallery included, as its details give it. */
export async function productDetails(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<Product> {
  const { product } = await api(request, 'shopProducts.details', { params: { id }, token });
  return product;
}

/** Adds a product as the admin; the image is one the seed already uploaded. */
export async function createProduct(
  request: APIRequestContext,
  fields: Partial<Omit<Product, 'id'>> & { title: string },
): Promise<Product> {
  const admin = await login(request, ADMIN);
  const [anyProduct] = await shopProducts(request, admin.token);
  const { product } = await api(request, 'adminProducts.add', {
    token: admin.token,
    body: {
      image: anyProduct!.image,
      description: `${fields.title}: made for the browser suite.`,
      category: 'men',
      brand: 'nike',
      // Dearer than the whole seed, so it never shows among the first (cheapest) products.
      price: 9999,
      salePrice: 0,
      totalStock: 50,
      ...fields,
    },
  });
  return product;
}

export async function addAddress(request: APIRequestContext, session: Session) {
  return api(request, 'addresses.add', {
    token: session.token,
    body: { ...ADDRESS, userId: session.user.id },
  });
}

/** The size and colour a set-up buys: the one with the most stock (a product's only one). */
export function stockedVariant(product: Product) {
  return product.variants.reduce((best, variant) =>
    variant.totalStock > best.totalStock ? variant : best,
  );
}

/** Adds a product to the cart; in its best-stocked size and colour unless one is named. */
export async function addToCart(
  request: APIRequestContext,
  session: Session,
  productId: string,
  quantity = 1,
  variantId?: string,
) {
  const product = await productDetails(request, session.token, productId);
  return api(request, 'cart.add', {
    token: session.token,
    body: {
      userId: session.user.id,
      productId,
      variantId: variantId ?? stockedVariant(product).id,
      quantity,
    },
  });
}

/**
 * Places an order for one product (its best-stocked size and colour) as the shopper
 * would; returns PayPal's approval URL.
 */
export async function createOrder(
  request: APIRequestContext,
  session: Session,
  listed: Pick<ProductSummary, 'id'>,
  quantity = 1,
) {
  const product = await productDetails(request, session.token, listed.id);
  const variant = stockedVariant(product);
  const price = variant.salePrice > 0 ? variant.salePrice : variant.price;
  return api(request, 'shopOrders.create', {
    token: session.token,
    body: {
      userId: session.user.id,
      orderItems: [
        {
          productId: product.id,
          variantId: variant.id,
          title: product.title,
          image: product.image,
          price,
          quantity,
        },
      ],
      shippingAddress: ADDRESS,
      totalAmount: Math.round(price * quantity * 100) / 100,
      orderStatus: 'pending',
      paymentMethod: 'paypal',
      paymentStatus: 'pending',
      paymentId: '',
      payerId: '',
    },
  });
}

/**
 * A paid order for `quantity` units of one product, without a browser: the sandbox's Pay form
 * is posted directly, and its redirect back to the shop gives the ids the return page would
 * capture with.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  session: Session,
  product: Pick<ProductSummary, 'id'>,
  quantity = 1,
): Promise<string> {
  const { orderId, approvalURL } = await createOrder(request, session, product, quantity);
  const token = new URL(approvalURL).searchParams.get('token') ?? '';
  const approval = await request.post('/paypal-sandbox/checkoutnow/pay', {
    form: { token },
    maxRedirects: 0,
  });
  const back = new URL(approval.headers()['location'] ?? '', 'http://shop');
  await api(request, 'shopOrders.capture', {
    token: session.token,
    body: {
      paymentId: back.searchParams.get('token') ?? '',
      payerId: back.searchParams.get('PayerID') ?? '',
      orderId,
    },
  });
  return orderId;
}

/** Takes a paid order through every step of its lifecycle to delivered, as the admin. */
export async function deliverOrder(request: APIRequestContext, orderId: string) {
  const admin = await login(request, ADMIN);
  for (const orderStatus of ['inProcess', 'inShipping', 'inTransit', 'delivered'] as const) {
    await api(request, 'adminOrders.updateStatus', {
      params: { id: orderId },
      token: admin.token,
      body: { orderStatus },
    });
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { EndpointInput, EndpointName, EndpointReply } from '@attire/contract';
import { contractRequest } from '../support/contract-request.js';
import { pressOnApprovalPage } from '../support/fetch-client.js';

/** One request through the balancer, as the shopper's browser saw it. */
export interface Sent {
  label: string;
  method: string;
  /** The HTTP status; 0 when no answer came (the connection failed). */
  status: number;
  /** The shop process that answered (HAProxy's x-served-by). */
  servedBy?: string;
  startedAt: number;
  endedAt: number;
}

export interface Recorder {
  sent: Sent[];
  /** A contract call through the balancer, recorded; `undefined` unless it answered 2xx. */
  call<N extends EndpointName>(
    name: N,
    input: EndpointInput<N>,
    token?: string,
  ): Promise<EndpointReply<N> | undefined>;
  /** A GET of a path (a picture), recorded; its bytes, unless it failed. */
  get(path: string, label: string): Promise<Buffer | undefined>;
}

export function recorder(baseUrl: string): Recorder {
  const sent: Sent[] = [];
  const send = async (label: string, method: string, url: string, init: RequestInit) => {
    const startedAt = Date.now();
    const entry: Sent = { label, method, status: 0, startedAt, endedAt: startedAt };
    sent.push(entry);
    try {
      const response = await fetch(`${baseUrl}${url}`, { method, ...init });
      const body = Buffer.from(await response.arrayBuffer());
      entry.status = response.status;
      entry.servedBy = response.headers.get('x-served-by') ?? undefined;
      return response.ok ? body : undefined;
    } catch {
      return undefined;
    } finally {
      entry.endedAt = Date.now();
    }
  };
  return {
    sent,
    async call(name, input, token) {
      const { method, url, body } = contractRequest(name, input);
      const bytes = await send(name, method, `/api${url}`, {
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return bytes && JSON.parse(bytes.toString());
    },
    get: (path, label) => send(label, 'GET', path, {}),
  };
}

export interface Shopper {
  userId: string;
  token: string;
}

const ADDRESS = { address: '7 Lake Road', city: 'Pune', pincode: '411001', phone: '9822012345' };

/**
 * Shoppers at work until `stop()`: readers list, open and look at a product's picture; buyers
 * add one unit to the cart, place the order, pay on PayPal's page and come back to capture.
 * Every request goes through the balancer and is recorded.
 */
export function steadyTraffic(
  shop: Recorder,
  product: { id: string; price: number; image: string },
  readers: Shopper[],
  buyers: Shopper[],
  options: { listOnly?: boolean } = {},
) {
  let running = true;
  const placed: string[] = [];
  const read = async (shopper: Shopper) => {
    while (running) {
      await shop.call('shopProducts.list', { query: {} }, shopper.token);
      if (!options.listOnly) {
        await shop.call('shopProducts.details', { params: { id: product.id } }, shopper.token);
        if (product.image) await shop.get(product.image, 'picture');
      }
      await sleep(20);
    }
  };
  const buy = async (shopper: Shopper) => {
    while (running) {
      const body = { userId: shopper.userId, productId: product.id, quantity: 1 };
      await shop.call('cart.add', { body }, shopper.token);
      const order = await shop.call(
        'shopOrders.create',
        {
          body: {
            userId: shopper.userId,
            orderItems: [{ productId: product.id, quantity: 1 }],
            shippingAddress: ADDRESS,
            totalAmount: product.price,
          },
        },
        shopper.token,
      );
      if (!order) continue;
      placed.push(order.orderId);
      const back = await pressOnApprovalPage(order.approvalURL, 'Pay');
      const payment = {
        orderId: order.orderId,
        paymentId: back.searchParams.get('token')!,
        payerId: back.searchParams.get('PayerID')!,
      };
      await shop.call('shopOrders.capture', { body: payment }, shopper.token);
    }
  };
  const work = Promise.all([...readers.map(read), ...buyers.map(buy)]);
  return {
    placed,
    async stop() {
      running = false;
      await work;
    },
  };
}

/** The requests that did not get a 2xx answer (none did, or the shop answered an error). */
export const failures = (sent: Sent[]) =>
  sent.filter((entry) => entry.status < 200 || entry.status >= 300);

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { EndpointInput, Order, OrderStatus } from '@attire/contract';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  inProcessFetch,
  startSandboxServer,
  CONTROL_PREFIX,
  type OutcomeOptions,
  type SandboxServer,
} from '@attire/paypal-sandbox';
import { checkoutCalls, type OrderBody, type OrderLine } from './checkout.js';
import type { Session } from './fixtures.js';
import { api } from './http.js';
import { freePort } from './sandbox-process.js';

export type RefundBody = EndpointInput<'adminOrders.refund'>['body'];

/** From a paid (confirmed) order to each later status, the way an admin walks it there. */
export const WALK: Partial<Record<OrderStatus, OrderStatus[]>> = {
  confirmed: [],
  inProcess: ['inProcess'],
  inShipping: ['inProcess', 'inShipping'],
  inTransit: ['inProcess', 'inShipping', 'inTransit'],
  delivered: ['inProcess', 'inShipping', 'inTransit', 'delivered'],
  rejected: ['rejected'],
};

/**
 * Paid orders and the back office's calls on them, through the app's HTTP stack: checkout
 * against the PayPal sandbox, status changes, refunds. The app and the admin are read at each
 * call, so that a test file may set these up before its app has started.
 */
export function lifecycleCalls(appOf: () => FastifyInstance, adminOf: () => Session) {
  const checkout = checkoutCalls(appOf);
  const backOffice = () => api(appOf(), adminOf().token);

  /** Places the order, approves it on the sandbox's page and captures it: a confirmed order. */
  async function paidOrder(
    who: Session,
    lines: OrderLine[],
    total: number,
    extra: Partial<OrderBody> = {},
  ): Promise<Order> {
    const payment = await checkout.approvedOrder(who, lines, total, extra);
    const captured = await checkout.capture(who, payment);
    expect(captured.status).toBe(200);
    return captured.body.order;
  }

  const adminView = async (id: string) =>
    (await backOffice().call('adminOrders.details', { params: { id } })).body.order;

  const setStatus = (id: string, orderStatus: OrderStatus, note?: string) =>
    backOffice().call('adminOrders.updateStatus', {
      params: { id },
      body: { orderStatus, ...(note !== undefined && { note }) },
    });

  /** Moves a paid order on to `status` one allowed step at a time, from where it is. */
  async function walkTo(id: string, status: OrderStatus) {
    const path = WALK[status] ?? [];
    const at = path.indexOf((await adminView(id)).orderStatus);
    for (const step of path.slice(at + 1)) expect((await setStatus(id, step)).status).toBe(200);
  }

  const refund = (id: string, body: RefundBody) =>
    backOffice().call('adminOrders.refund', { params: { id }, body });

  return { ...checkout, backOffice, paidOrder, setStatus, walkTo, refund, adminView };
}

/** Where the test reaches PayPal: the sandbox the app mounts, or one on a port of its own. */
export interface PaypalAt {
  base: string;
  send: typeof fetch;
}

export const mountedSandbox = (app: FastifyInstance): PaypalAt => ({
  base: 'http://in-process/paypal-sandbox',
  send: inProcessFetch(app),
});

/** A bearer token of the sandbox, for reading its raw records and using its control routes. */
async function sandboxToken(at: PaypalAt): Promise<string> {
  const basic = Buffer.from(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`).toString('base64');
  const token = await at.send(`${at.base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

interface RawPayments {
  captures: { id: string; status: string }[];
  refunds?: { id: string; amount: { value: string } }[];
}

interface RawMoney {
  currency_code: string;
  value: string;
}

interface RawPurchaseUnit {
  payments?: RawPayments;
  amount: RawMoney & { breakdown?: Record<string, RawMoney> };
}

/** The sandbox's own record of an order's first purchase unit, read raw. */
async function rawUnit(at: PaypalAt, paypalOrderId: string) {
  const reply = await at.send(`${at.base}/v2/checkout/orders/${paypalOrderId}`, {
    headers: { authorization: `Bearer ${await sandboxToken(at)}` },
  });
  const order = (await reply.json()) as { purchase_units: RawPurchaseUnit[] };
  return order.purchase_units[0];
}

/** The sandbox's own record of an order's payments, read raw. */
async function rawPayments(at: PaypalAt, paypalOrderId: string) {
  return (await rawUnit(at, paypalOrderId))?.payments;
}

/** What the PayPal order charges and its breakdown, as PayPal keeps them. */
export async function paypalAmountOf(at: PaypalAt, paypalOrderId: string) {
  return (await rawUnit(at, paypalOrderId))?.amount;
}

/**
 * PayPal's own record of a payment, read raw from the sandbox (the shop's client keeps only a
 * summary): the capture's status (COMPLETED, PARTIALLY_REFUNDED, REFUNDED, PENDING, DECLINED)
 * and its refunds.
 */
export async function paypalRecord(at: PaypalAt, paypalOrderId: string) {
  const payments = await rawPayments(at, paypalOrderId);
  return {
    captureStatus: payments?.captures[0]?.status,
    refunds: (payments?.refunds ?? []).map((refund) => refund.amount.value),
  };
}

/** The ids of the order's first capture and of its refunds at PayPal, for settling them. */
export async function paypalPaymentIds(at: PaypalAt, paypalOrderId: string) {
  const payments = await rawPayments(at, paypalOrderId);
  return {
    captureId: payments?.captures[0]?.id,
    refundIds: (payments?.refunds ?? []).map((refund) => refund.id),
  };
}

/**
 * Settles a capture or refund PayPal left PENDING, through the sandbox's own control route (not
 * PayPal's API): what PayPal's review or the payer's bank does some time later.
 */
export async function settleAtPaypal(
  at: PaypalAt,
  what: 'captures' | 'refunds',
  id: string,
  status: 'COMPLETED' | 'DECLINED' | 'FAILED',
): Promise<void> {
  const reply = await at.send(`${at.base}${CONTROL_PREFIX}/${what}/${id}/settle`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await sandboxToken(at)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ status }),
  });
  expect(reply.status).toBe(200);
}

/**
 * The PayPal sandbox on a port of its own, in this process, as the shop would reach the real
 * PayPal: a test points the shop at it (PAYPAL_API_BASE), stops it to make PayPal unreachable
 * (the shop's calls are refused at once, as with any PayPal outage), and starts it again on the
 * same port and data, where its captures, refunds and idempotency keys wait as they were.
 */
export async function sandboxOnItsOwnPort() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-paypal-'));
  const port = await freePort();
  let outcomes: OutcomeOptions | undefined;
  const start = () => startSandboxServer({ port, dataDir, ...(outcomes && { outcomes }) });
  let server: SandboxServer | undefined = await start();
  const url = server.url;
  return {
    url,
    at: { base: url, send: fetch } satisfies PaypalAt,
    async stop() {
      await server?.close();
      server = undefined;
    },
    async start() {
      server ??= await start();
    },
    /** Starts it again, its records kept, failing or delaying captures and refunds as asked. */
    async restartWith(options: OutcomeOptions) {
      await server?.close();
      outcomes = options;
      server = await start();
    },
    async close() {
      await server?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { randomBytes, randomInt } from 'node:crypto';
import type { PaypalCreateOrder, PaypalOrder } from './paypal-schemas.js';

/** The fixed credentials the sandbox accepts; the client uses them when none are configured. */
export const SANDBOX_CLIENT_ID = 'attire-sandbox-client';
export const SANDBOX_CLIENT_SECRET = 'attire-sandbox-secret';
export const SANDBOX_PATH = '/paypal-sandbox';

const TOKEN_SECONDS = 9 * 60 * 60;
// The sandbox lives in memory; the oldest orders and replies are forgotten past this many.
const MAX_ENTRIES = 20_000;

interface SandboxReply {
  status: 200 | 201;
  body: PaypalOrder;
}

type Status = 'CREATED' | 'APPROVED' | 'COMPLETED';

interface SandboxOrder {
  id: string;
  status: Status;
  createTime: string;
  request: PaypalCreateOrder;
  payerId?: string;
  captureIds?: string[];
}

/** A refusal in PayPal's own shape. */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.error ?? 'PayPal sandbox error'));
  }
}

export function sandboxIssue(status: number, name: string, issue: string, description: string) {
  return new SandboxError(status, {
    name,
    message: description,
    debug_id: randomId(13).toLowerCase(),
    details: [{ issue, description }],
  });
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomId = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * A PayPal that lives in this process: orders, tokens and idempotent replies in memory. It never
 * touches the database, because the shop calls it from inside a database transaction.
 */
export function createSandboxStore(urls: { base: () => string }) {
  const orders = new Map<string, SandboxOrder>();
  const tokens = new Map<string, number>();
  const replies = new Map<string, SandboxReply>();

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    map.set(key, value);
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
  };

  function find(id: string): SandboxOrder {
    const order = orders.get(id);
    if (!order) {
      throw sandboxIssue(
        404,
        'RESOURCE_NOT_FOUND',
        'INVALID_RESOURCE_ID',
        `Order ${id} not found.`,
      );
    }
    return order;
  }

  const approvalUrl = (id: string) => `${urls.base()}/checkoutnow?token=${id}`;

  function view(order: SandboxOrder): PaypalOrder {
    const api = `${urls.base()}/v2/checkout/orders/${order.id}`;
    const captureIds = order.captureIds;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      create_time: order.createTime,
      ...(order.payerId && { payer: { payer_id: order.payerId } }),
      purchase_units: order.request.purchase_units.map((unit, index) => ({
        reference_id: unit.reference_id ?? 'default',
        ...(unit.custom_id && { custom_id: unit.custom_id }),
        amount: unit.amount,
        ...(captureIds && {
          payments: {
            captures: [{ id: captureIds[index]!, status: 'COMPLETED', amount: unit.amount }],
          },
        }),
      })),
      links: [
        { href: api, rel: 'self', method: 'GET' },
        ...(order.status === 'CREATED'
          ? [{ href: approvalUrl(order.id), rel: 'approve', method: 'GET' }]
          : []),
        ...(order.status !== 'COMPLETED'
          ? [{ href: `${api}/capture`, rel: 'capture', method: 'POST' }]
          : []),
      ],
    };
  }

  return {
    issueToken(clientId: string, secret: string) {
      if (clientId !== SANDBOX_CLIENT_ID || secret !== SANDBOX_CLIENT_SECRET) return undefined;
      const now = Date.now();
      for (const [token, expiresAt] of tokens) if (expiresAt <= now) tokens.delete(token);
      const token = `A21AA${randomBytes(32).toString('base64url')}`;
      remember(tokens, token, now + TOKEN_SECONDS * 1000);
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS };
    },

    acceptsToken: (token: string) => (tokens.get(token) ?? 0) > Date.now(),

    /** PayPal-Request-Id: a repeated request gets the first successful reply again. */
    idempotent(key: string | undefined, run: () => SandboxReply): SandboxReply {
      const previous = key ? replies.get(key) : undefined;
      if (previous) return previous;
      const reply = run();
      if (key) remember(replies, key, reply);
      return reply;
    },

    create(request: PaypalCreateOrder) {
      const order: SandboxOrder = {
        id: randomId(17),
        status: 'CREATED',
        createTime: new Date().toISOString(),
        request,
      };
      remember(orders, order.id, order);
      return { status: 201 as const, body: view(order) };
    },

    get: (id: string) => view(find(id)),

    /** The order as the approval page shows it, or undefined for an unknown token. */
    page: (id: string) => orders.get(id),

    approve(id: string) {
      const order = find(id);
      if (order.status === 'COMPLETED') {
        throw sandboxIssue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Already paid.');
      }
      order.status = 'APPROVED';
      order.payerId ??= randomId(13);
      return { returnUrl: order.request.application_context.return_url, payerId: order.payerId };
    },

    cancelUrl: (id: string) => find(id).request.application_context.cancel_url,

    capture(id: string) {
      const order = find(id);
      if (order.status === 'CREATED') {
        throw sandboxIssue(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_NOT_APPROVED',
          'Payer has not yet approved the Order for payment.',
        );
      }
      if (order.status === 'COMPLETED') {
        throw sandboxIssue(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_ALREADY_CAPTURED',
          'Order already captured.',
        );
      }
      order.status = 'COMPLETED';
      order.captureIds = order.request.purchase_units.map(() => randomId(17));
      return { status: 201 as const, body: view(order) };
    },
  };
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  startSandboxServer,
  type SandboxServer,
  type SandboxServerOptions,
} from '../src/index.js';

export const SHOP = 'http://shop.test';

/** A create-order body as a shop sends it. */
export const orderBody = (value = '1234.50', extra: object = {}) => ({
  intent: 'CAPTURE',
  purchase_units: [{ reference_id: 'order-1', amount: { currency_code: 'INR', value } }],
  application_context: {
    brand_name: 'Attire',
    return_url: `${SHOP}/shop/paypalReturnPage`,
    cancel_url: `${SHOP}/shop/checkout`,
  },
  ...extra,
});

export interface CallOptions {
  requestId?: string;
  mock?: string;
  prefer?: string | null;
}

/** A clock the sandbox ages orders and request ids by: it stands still until a test moves it. */
export function testClock() {
  const start = Date.now();
  let offset = 0;
  return {
    now: () => start + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}

export const HOUR = 60 * 60 * 1000;

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

/** A sandbox on a free port with a data directory of its own, and a client for it. */
export async function startSandbox(options: Partial<SandboxServerOptions> = {}) {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'paypal-sandbox-')));
  let server: SandboxServer = await startSandboxServer({ port: 0, ...options, dataDir });

  async function call(method: string, route: string, body?: unknown, headers = {}) {
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // an HTML page or an empty reply
    }
    return { status: response.status, body: parsed as any, headers: response.headers };
  }

  async function token(): Promise<string> {
    const basic = Buffer.from(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`).toString('base64');
    const reply = await fetch(`${server.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    return ((await reply.json()) as { access_token: string }).access_token;
  }

  /**
   * Calls with a fresh bearer token, as the shop's client does: asking for whole resources
   * (`Prefer: return=representation`) unless `prefer` says otherwise (null: no header, so
   * PayPal's default, minimal). `requestId` becomes PayPal-Request-Id, `mock` PayPal's
   * negative-testing header.
   */
  async function api(method: string, route: string, body?: unknown, options: CallOptions = {}) {
    const { requestId, mock, prefer = 'return=representation' } = options;
    const headers = {
      authorization: `Bearer ${await token()}`,
      ...(prefer && { prefer }),
      ...(requestId && { 'paypal-request-id': requestId }),
      ...(mock && { 'paypal-mock-response': JSON.stringify({ mock_application_codes: mock }) }),
    };
    return call(method, route, body, headers);
  }

  /** An order created, approved on the approval page and captured; its ids. */
  async function capturedOrder(body: object = orderBody('100.00')) {
    const id = (await api('POST', '/v2/checkout/orders', body)).body.id as string;
    await approve(id);
    const captured = await api('POST', `/v2/checkout/orders/${id}/capture`, {});
    if (captured.status !== 201) throw new Error(`capture answered ${captured.status}`);
    const capture = captured.body.purchase_units[0].payments.captures[0];
    return { orderId: id, captureId: capture.id as string, capture, order: captured.body };
  }

  /** Presses Pay on the approval page; returns where the shopper is sent. */
  async function approve(orderId: string): Promise<URL> {
    const reply = await fetch(`${server.url}/checkoutnow/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: orderId }).toString(),
      redirect: 'manual',
    });
    if (reply.status !== 303) throw new Error(`Pay answered ${reply.status}`);
    return new URL(reply.headers.get('location')!);
  }

  return {
    dataDir,
    get url() {
      return server.url;
    },
    get app() {
      return server.app;
    },
    call,
    api,
    token,
    approve,
    capturedOrder,
    /** Stops the sandbox and starts it again on the same data directory and port. */
    async restart(changes: Partial<SandboxServerOptions> = {}) {
      const port = Number(new URL(server.url).port);
      await server.close();
      server = await startSandboxServer({ ...options, port, dataDir, ...changes });
    },
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestSandbox = Awaited<ReturnType<typeof startSandbox>>;

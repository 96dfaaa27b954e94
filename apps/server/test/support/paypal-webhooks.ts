import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** One webhook post as PayPal sent it: its transmission headers, its body, the shop's answer. */
export interface Delivery {
  headers: Record<string, string>;
  body: string;
  event: { id: string; event_type: string; resource: Record<string, unknown> };
  status: number;
}

/** A request that reached PayPal, as written on the wire. */
export interface PaypalCall {
  method: string;
  path: string;
  body: string;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) =>
    request.on('end', () => resolve(Buffer.concat(chunks).toString())),
  );
}

/**
 * Stands between PayPal and the shop and keeps a copy of each delivery (after the shop answered
 * it), so that a test can send a genuine event again, or a doctored copy of one. It passes the
 * shop's answer back, so PayPal's retries behave as without it.
 */
export async function webhookRelay() {
  const deliveries: Delivery[] = [];
  let target = '';
  const server = http.createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const [name, value] of Object.entries(request.headers)) {
        if (name.startsWith('paypal-') && typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(target, { method: 'POST', headers, body });
      const text = await answer.text();
      deliveries.push({ headers, body, event: JSON.parse(body), status: answer.status });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    });
  });
  return {
    url: `${await listen(server)}/webhook`,
    deliveries,
    forwardTo: (url: string) => (target = url),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Stands between the shop and PayPal and keeps each request as it was written, so that a test
 * can see which calls the shop made and byte for byte what it sent. Answers pass back unchanged.
 */
export async function paypalRecorder(paypalUrl: string) {
  const calls: PaypalCall[] = [];
  const server = http.createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const path = request.url ?? '/';
      calls.push({ method: request.method ?? 'GET', path, body });
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'accept', 'paypal-request-id']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(`${paypalUrl}${path}`, {
        method: request.method,
        headers,
        ...(body && { body }),
      });
      const type = answer.headers.get('content-type') ?? 'application/json';
      response.writeHead(answer.status, { 'content-type': type }).end(await answer.text());
    });
  });
  return {
    url: await listen(server),
    /** The verify-webhook-signature calls made so far, with the body each was sent. */
    verifications: () =>
      calls.filter((call) => call.path.endsWith('/v1/notifications/verify-webhook-signature')),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Posts a webhook to an app as PayPal would, with the given transmission headers. */
export const postWebhook = (app: FastifyInstance, headers: Record<string, string>, body: string) =>
  app.inject({ method: 'POST', url: '/api/paypal/webhook', headers, payload: body });

/** Polls until `check` holds, for at most 15 s. */
export async function until(what: string, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

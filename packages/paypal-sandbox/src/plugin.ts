import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { approvalRoutes } from './approval-routes.js';
import { rateLimited, refuse, sandboxErrorHandler } from './errors.js';
import { DEFAULT_ORDER_EXPIRY_MS } from './expiry.js';
import { IN_PROCESS_ADDRESS } from './in-process-fetch.js';
import { openOrderFiles } from './order-files.js';
import { checkShares, type OutcomeOptions } from './outcomes.js';
import { restRoutes } from './rest-routes.js';
import type { SandboxDeps } from './sandbox-deps.js';
import { openSandboxStore } from './store.js';
import { createTokens } from './tokens.js';
import { openWebhooks } from './webhooks.js';

export interface PaypalSandboxOptions {
  /** Where orders, captures, refunds and idempotency keys are kept across restarts. */
  dataDir: string;
  /** Where browsers and API clients reach the sandbox, mount prefix included. */
  baseUrl: () => string;
  /** Origins that return and cancel URLs may lead to; any http(s) origin when absent. */
  returnOrigins?: () => Iterable<string>;
  /** Captures are recorded at once but answered only after this long. */
  captureReplyDelayMs?: number;
  /** Where CHECKOUT.ORDER.APPROVED and PAYMENT.CAPTURE.* events are posted. */
  webhookUrl?: string;
  webhookId?: string;
  /** Requests per client IP per minute; requests made with inProcessFetch are not counted. */
  rateLimitPerMinute?: number;
  maxOrders?: number;
  maxTokens?: number;
  /**
   * Shares of captures that decline, stay PENDING or are refused with INSTRUMENT_DECLINED, and
   * of refunds that stay PENDING or fail, drawn from a seeded generator (see outcomes.ts).
   */
  outcomes?: OutcomeOptions;
  /** How long an order waits for approval, and an approved one for its capture (3 hours). */
  orderExpiryMs?: number;
  /** The clock orders, payments and request ids age by (ms since the epoch); tests move it. */
  now?: () => number;
}

export const SANDBOX_WEBHOOK_ID = 'attire-sandbox-webhook';
export const SANDBOX_BODY_LIMIT_BYTES = 64 * 1024;
// Like the shop's API limit; and enough orders and tokens for any test run or demo.
const DEFAULT_RATE_LIMIT_PER_MINUTE = 1200;
const DEFAULT_MAX_ORDERS = 5000;
const DEFAULT_MAX_TOKENS = 1000;

/**
 * A PayPal-compatible sandbox: PayPal's REST calls and an approval page, with its state under
 * `dataDir`. Mount it with a prefix in a host app, or run it alone (server.ts).
 */
export const paypalSandbox: FastifyPluginAsync<PaypalSandboxOptions> = async (app, options) => {
  const warn = (message: string) => app.log.warn(message);
  await mkdir(options.dataDir, { recursive: true });
  const webhooks = await openWebhooks({
    url: options.webhookUrl,
    webhookId: options.webhookId ?? SANDBOX_WEBHOOK_ID,
    secretFile: path.join(options.dataDir, 'webhook-secret'),
    warn,
  });
  const files = await openOrderFiles(path.join(options.dataDir, 'orders'), warn);
  if (options.outcomes) checkShares(options.outcomes);
  const store = await openSandboxStore({
    files,
    maxOrders: options.maxOrders ?? DEFAULT_MAX_ORDERS,
    base: options.baseUrl,
    webhooks,
    now: options.now ?? Date.now,
    orderExpiryMs: options.orderExpiryMs ?? DEFAULT_ORDER_EXPIRY_MS,
    outcomes: options.outcomes,
  });
  const closing = new AbortController();
  app.addHook('preClose', async () => {
    closing.abort();
    webhooks.close();
  });
  app.addHook('onClose', () => store.idle());

  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= SANDBOX_BODY_LIMIT_BYTES;
  });
  // PayPal takes an empty body where a JSON one is optional (capture, refund), as PayPal's own
  // SDK sends; a body that is not JSON is its 400 MALFORMED_REQUEST_JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    parseJson(request, String(body), (error, value) =>
      error ? done(refuse('MALFORMED_REQUEST_JSON')) : done(null, value),
    );
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler(sandboxErrorHandler);
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (request: FastifyRequest) => request.socket.remoteAddress === IN_PROCESS_ADDRESS,
    errorResponseBuilder: () => rateLimited(),
  });

  const deps: SandboxDeps = {
    store,
    tokens: createTokens(options.maxTokens ?? DEFAULT_MAX_TOKENS),
    webhooks,
    returnOrigins: options.returnOrigins,
    captureReplyDelayMs: options.captureReplyDelayMs ?? 0,
    closing: closing.signal,
  };
  await app.register(restRoutes, deps);
  await app.register(approvalRoutes, deps);
};

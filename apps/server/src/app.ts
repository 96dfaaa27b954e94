import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS, MESSAGES } from '@attire/contract';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  inProcessFetch,
  paypalSandbox,
} from '@attire/paypal-sandbox';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import {
  LOG_REDACT_PATHS,
  serializeErrorWithoutData,
  serializeRequestWithoutSecrets,
} from './lib/log-redaction.js';
import { replySerializerCompiler } from './lib/reply-serializer.js';
import { openObjectStore } from './lib/object-store/open-store.js';
import { OneLineRequestLog } from './lib/request-log.js';
import { createTokenService } from './lib/tokens.js';
import { webDistDir } from './lib/paths.js';
import { apiRoutes } from './modules/api.js';
import { jobsPlugin } from './modules/jobs/plugin.js';
import { metricsPlugin } from './modules/metrics/plugin.js';
import { PAGE_MODULES, PAGE_PRELOADS } from './modules/page-preloads.js';
import { paypalPlugin } from './modules/payments/paypal-plugin.js';
import { serveUploads } from './modules/uploads/serve-uploads.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorsPlugin, sendApiNotFound } from './plugins/errors.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { lifecyclePlugin } from './plugins/lifecycle.js';
import { openapiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { webAppPlugin } from './plugins/web-app.js';
import './types.js';

export interface BuildOptions {
  /** An opened and migrated database; the app closes it when it closes. */
  database: Database;
  /**
   * Pino options (a level, a stream), laid over the defaults that keep credentials and query
   * data out of the logs; or false for no logs.
   */
  logger?: boolean | object;
  /** Keeps apps that share one Redis (tests) from sharing counters. */
  rateLimitPrefix?: string;
  /** The built web app to serve; apps/web/dist unless given. */
  webRoot?: string;
}

/** The composition root: plugins in layers, PayPal, then the API and the web app. */
export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger !== false && {
      level: config.logLevel,
      redact: LOG_REDACT_PATHS,
      serializers: { err: serializeErrorWithoutData, req: serializeRequestWithoutSecrets },
      ...(typeof options.logger === 'object' && options.logger),
    },
    bodyLimit: LIMITS.bodyMaxBytes,
    trustProxy: proxyTrust(config.trustProxy),
    genReqId: () => randomUUID(),
    // A search keyword travels in the path; non-Latin keywords are long once URL-encoded.
    routerOptions: { maxParamLength: 1000 },
    // Router-level failures (bad URL encoding, ...) leave in the API's envelope too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(error.statusCode ?? 400).send({
        success: false,
        message: MESSAGES.validationError,
        errors: { url: [error.message] },
      });
    },
    return503OnClosing: true,
    logController: new OneLineRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', options.database.db);
  app.decorate('tokens', createTokenService(config.jwtSecret));
  app.decorate('publicUrl', () => config.publicUrl ?? `http://localhost:${listeningPort(app)}`);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => options.database.close());
  // Where uploads live, the disk or a bucket every process shares (decision 0028).
  const objectStore = await openObjectStore(config);
  app.decorate('objectStore', objectStore);
  app.addHook('onClose', async () => objectStore.close());

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(lifecyclePlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin, { keyPrefix: options.rateLimitPrefix });
  await app.register(openapiPlugin);
  // Before PayPal and the API, whose modules register job handlers and schedules.
  await app.register(jobsPlugin);
  await app.register(metricsPlugin, { poolStats: options.database.poolStats });
  await registerPaypal(app, config);
  await app.register(apiRoutes, { prefix: '/api', ping: options.database.ping });

  await serveUploads(app, objectStore, config.uploadsDir);

  const webDist = options.webRoot ?? webDistDir();
  if (existsSync(`${webDist}/index.html`)) {
    await app.register(webAppPlugin, {
      root: webDist,
      preloads: PAGE_PRELOADS,
      pageModules: PAGE_MODULES,
    });
  } else {
    app.setNotFoundHandler(sendApiNotFound);
  }
  return app;
}

const SANDBOX_PREFIX = '/paypal-sandbox';

/**
 * `app.paypal`, the PayPal the shop is paid through. With no PayPal configured (never in
 * production: config.ts refuses to start) the shop mounts the PayPal sandbox (decision 0006):
 * browsers reach its approval page at PUBLIC_URL/paypal-sandbox, and the client reaches its API
 * in-process, without a socket to itself.
 */
async function registerPaypal(app: FastifyInstance, config: Config) {
  const { paypal } = config;
  const common = { currency: paypal.currency, timeoutMs: paypal.timeoutMs };
  if (paypal.apiBase) {
    // A PayPal base with no credentials (outside production) is a sandbox started on its own.
    await app.register(paypalPlugin, {
      ...common,
      baseUrl: paypal.apiBase,
      clientId: paypal.clientId ?? SANDBOX_CLIENT_ID,
      clientSecret: paypal.clientSecret ?? SANDBOX_CLIENT_SECRET,
    });
    return;
  }
  // Unreachable through loadConfig; kept so that no other way of building a config can do it.
  if (config.env === 'production') throw new Error('The PayPal sandbox never runs in production');
  await app.register(paypalSandbox, {
    prefix: SANDBOX_PREFIX,
    dataDir: paypal.sandboxDir,
    baseUrl: () => `${app.publicUrl()}${SANDBOX_PREFIX}`,
    returnOrigins: () => [new URL(app.publicUrl()).origin, ...config.clientOrigins],
    rateLimitPerMinute: config.rateLimits.apiPerMinute,
  });
  await app.register(paypalPlugin, {
    ...common,
    // Only the path counts: inProcessFetch hands each request to this app's router.
    baseUrl: `http://in-process${SANDBOX_PREFIX}`,
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: SANDBOX_CLIENT_SECRET,
    fetch: inProcessFetch(app),
  });
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Given a bare hop count Fastify trusts no one (the
 * nearest hop might be a client reaching the server directly, which the README warns about),
 * so a count becomes a function: the nearest `hops` addresses are proxies, and the client is
 * the address the farthest of them saw.
 */
function proxyTrust(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The port the server listens on (0 until it listens). */
export function listeningPort(app: FastifyInstance): number {
  const address = app.server.address() as AddressInfo | null;
  return address?.port ?? app.config.port;
}

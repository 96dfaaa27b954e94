import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { LIMITS, MESSAGES } from '@attire/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createTokenService } from './lib/tokens.js';
import { webDistDir } from './lib/paths.js';
import { apiRoutes } from './modules/api.js';
import { paypalSandboxRoutes } from './modules/payments/sandbox-routes.js';
import { errorsPlugin, sendApiNotFound } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { webAppPlugin } from './plugins/web-app.js';
import './types.js';

export interface BuildOptions {
  /** An opened and migrated database; the app closes it when it closes. */
  database: Database;
  /** Pino options, or false for no logs. */
  logger?: boolean | object;
  /** Keeps apps that share one Redis (tests) from sharing counters. */
  rateLimitPrefix?: string;
  /** The built web app to serve; apps/web/dist unless given. */
  webRoot?: string;
}

/** The composition root: plugins in layers, then the API, the sandbox and the web app. */
export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: LIMITS.bodyMaxBytes,
    trustProxy: config.trustProxy,
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', options.database.db);
  app.decorate('tokens', createTokenService(config.jwtSecret));
  app.decorate('publicUrl', () => config.publicUrl ?? `http://localhost:${listeningPort(app)}`);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => options.database.close());

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, { keyPrefix: options.rateLimitPrefix });
  await app.register(openapiPlugin);
  await app.register(apiRoutes, { prefix: '/api', ping: options.database.ping });

  // With no PayPal credentials the server is its own PayPal (see docs/decisions).
  if (!config.paypal.apiBase) {
    await app.register(paypalSandboxRoutes, { prefix: '/paypal-sandbox' });
  }

  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    // Upload names are random and never reused, so browsers may keep them for a year.
    maxAge: '365d',
    immutable: true,
    index: false,
  });

  const webDist = options.webRoot ?? webDistDir();
  if (existsSync(`${webDist}/index.html`)) {
    await app.register(webAppPlugin, { root: webDist });
  } else {
    app.setNotFoundHandler(sendApiNotFound);
  }
  return app;
}

/** The port the server listens on (0 until it listens). */
export function listeningPort(app: FastifyInstance): number {
  const address = app.server.address() as AddressInfo | null;
  return address?.port ?? app.config.port;
}

import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyAttemptsMessage } from '@attire/contract';
import {
  type AttemptCounter,
  createFailoverAttemptCounter,
  createMemoryAttemptCounter,
} from '../lib/attempt-counter.js';
import { tooManyRequests } from '../lib/errors.js';
import { openRedisLink } from '../lib/redis-link.js';

/**
 * Request limits per client IP for the whole API (routes may set tighter ones), plus the
 * attempt counter the login uses per e-mail. With REDIS_URL every process counts together;
 * while Redis is down each counts on its own (see lib/redis-link.ts), so neither the API nor
 * its limits stop.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { keyPrefix?: string }) => {
    const prefix = options.keyPrefix ?? 'attire:';
    const link = app.config.redisUrl
      ? await openRedisLink(app.config.redisUrl, app.log)
      : undefined;
    if (link) app.addHook('onClose', () => link.close());
    const counter = (namespace: string) =>
      link
        ? createFailoverAttemptCounter(link, `${prefix}${namespace}`)
        : createMemoryAttemptCounter();

    app.decorate('attempts', counter('attempts:'));
    await app.register(rateLimit, {
      global: false,
      store: counterStore(counter('rate:')),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return tooManyRequests(tooManyAttemptsMessage(seconds), seconds);
      },
    });
  },
  { name: 'rate-limit' },
);

interface RouteInfo {
  routeInfo?: { method?: string; url?: string };
}

/** @fastify/rate-limit's store interface over an attempt counter (and so over its failover). */
function counterStore(counter: AttemptCounter) {
  return class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly keyPrefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(this.keyPrefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Each limiter (the API-wide one, each per-action one) counts apart from the others.
    child(options: unknown): FastifyRateLimitStore {
      const { method = '', url = '' } = (options as RouteInfo).routeInfo ?? {};
      return new CounterStore(undefined, `${this.keyPrefix}${method}${url}-`);
    }
  };
}

/**
 * An onRequest hook that allows `max` calls per client IP in `windowMs` for one named action
 * (login, register), counted apart from the API-wide limit and shared through Redis when set.
 *
 * Route `config.rateLimit` cannot do this: the API-wide limiter marks each request as already
 * limited, and @fastify/rate-limit then skips the route's own, tighter limit.
 */
export function perIpLimit(app: FastifyInstance, action: string, max: number, windowMs: number) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${action}:${request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.max(1, Math.ceil(result.ttl / 1000));
      throw tooManyRequests(tooManyAttemptsMessage(seconds), seconds);
    }
  };
}

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyAttemptsMessage } from '@attire/contract';
import { createMemoryAttemptCounter, createRedisAttemptCounter } from '../lib/attempt-counter.js';
import { tooManyRequests } from '../lib/errors.js';

/**
 * Request limits per client IP for the whole API (routes may set tighter ones), plus the
 * attempt counter the login uses per e-mail. With REDIS_URL every process counts together.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { keyPrefix?: string }) => {
    const prefix = options.keyPrefix ?? 'attire:';
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));

    app.decorate(
      'attempts',
      redis ? createRedisAttemptCounter(redis, `${prefix}attempts:`) : createMemoryAttemptCounter(),
    );

    await app.register(rateLimit, {
      global: false,
      ...(redis && { redis, nameSpace: `${prefix}rate:` }),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return tooManyRequests(tooManyAttemptsMessage(seconds), seconds);
      },
    });
  },
  { name: 'rate-limit' },
);

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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addAuthHook } from '../plugins/auth.js';
import { sendApiNotFound } from '../plugins/errors.js';
import { addressRoutes } from './addresses/routes.js';
import { authRoutes } from './auth/routes.js';
import { cartRoutes } from './cart/routes.js';
import { adminProductRoutes } from './catalog/admin-routes.js';
import { shopProductRoutes } from './catalog/shop-routes.js';
import { healthRoutes } from './health.js';
import { adminOrderRoutes } from './orders/admin-routes.js';
import { shopOrderRoutes } from './orders/shop-routes.js';
import { reviewRoutes } from './reviews/routes.js';
import { sliderRoutes } from './slider/routes.js';

/** Everything under /api: signed-in by default (see plugins/auth.ts), limited per client IP. */
export const apiRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  options,
) => {
  // Counted before the auth hook, so a flood is refused before it reaches the database.
  app.addHook(
    'onRequest',
    app.rateLimit({ max: app.config.rateLimits.apiPerMinute, timeWindow: 60_000 }),
  );
  addAuthHook(app);
  await app.register(healthRoutes, { ping: options.ping });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(adminProductRoutes, { prefix: '/admin/products' });
  await app.register(shopProductRoutes, { prefix: '/shop/products' });
  await app.register(cartRoutes, { prefix: '/shop/cart' });
  await app.register(addressRoutes, { prefix: '/shop/address' });
  await app.register(shopOrderRoutes, { prefix: '/shop/order' });
  await app.register(adminOrderRoutes, { prefix: '/admin/order' });
  await app.register(reviewRoutes, { prefix: '/shop/review' });
  await app.register(sliderRoutes, { prefix: '/features' });
  app.setNotFoundHandler(sendApiNotFound);
};

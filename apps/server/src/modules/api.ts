import type { FastifyInstance } from 'fastify';
import { createInFlightLimit } from '../lib/in-flight-limit.js';
import { addAuthHook } from '../plugins/auth.js';
import { sendApiNotFound } from '../plugins/errors.js';
import { refuseUnstorableText } from '../plugins/input-guard.js';
import { addressRoutes } from './addresses/routes.js';
import { accountRoutes } from './auth/account-routes.js';
import { authRoutes } from './auth/routes.js';
import { cartRoutes } from './cart/routes.js';
import { adminDemandRoutes } from './demand/routes.js';
import { adminReportRoutes } from './reports/routes.js';
import { adminProductRoutes } from './catalog/admin-routes.js';
import { catalogCsvRoutes } from './catalog-csv/routes.js';
import { shopProductRoutes } from './catalog/shop-routes.js';
import { healthRoutes, type HealthOptions } from './health.js';
import { adminMessageRoutes } from './mail/admin-routes.js';
import { mailJobs } from './mail/plugin.js';
import { adminOrderRoutes } from './orders/admin-routes.js';
import { shopOrderRoutes } from './orders/shop-routes.js';
import { checkoutRoutes } from './checkout/routes.js';
import { taxDocumentRoutes } from './tax-documents/routes.js';
import { paymentJobs } from './orders/payment-jobs.js';
import { paypalWebhookRoutes } from './orders/paypal-webhook.js';
import { adminPromotionRoutes } from './promotions/routes.js';
import { refundRoutes } from './refunds/routes.js';
import { returnRoutes } from './returns/routes.js';
import { reviewRoutes } from './reviews/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { shopInfoRoutes } from './shop-info/routes.js';
import { sliderRoutes } from './slider/routes.js';
import { stockAlertJobs } from './stock-alerts/plugin.js';
import { stockAlertRoutes } from './stock-alerts/routes.js';
import { wishlistRoutes } from './wishlist/routes.js';

/**
 * Everything under /api. Each module registers its calls of the contract, whose paths are
 * relative to /api. The health check stands apart: a load balancer polls it and must never be
 * throttled, whatever else the same address sends.
 */
export async function apiRoutes(app: FastifyInstance, options: HealthOptions) {
  app.addHook('preValidation', refuseUnstorableText);
  await app.register(healthRoutes, { ping: options.ping });
  await app.register(limitedApiRoutes);
}

/** The shop's calls: signed-in by default (see plugins/auth.ts), limited per client. */
async function limitedApiRoutes(app: FastifyInstance) {
  // Counted before the auth hook, so a flood is refused before it reaches the database.
  app.addHook(
    'onRequest',
    app.rateLimit({ max: app.config.rateLimits.apiPerMinute, timeWindow: 60_000 }),
  );
  addAuthHook(app);
  // One allowance for every search and listing of a client, whichever it calls.
  const listings = createInFlightLimit(app.config.rateLimits.listingsInFlight);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(mailJobs);
  await app.register(adminMessageRoutes);
  await app.register(adminProductRoutes, { listings });
  await app.register(catalogCsvRoutes);
  await app.register(shopProductRoutes, { listings });
  await app.register(cartRoutes);
  await app.register(addressRoutes);
  await app.register(checkoutRoutes);
  await app.register(shopOrderRoutes);
  await app.register(adminOrderRoutes, { listings });
  await app.register(taxDocumentRoutes);
  await app.register(refundRoutes);
  await app.register(returnRoutes);
  await app.register(paypalWebhookRoutes);
  await app.register(paymentJobs);
  await app.register(adminPromotionRoutes);
  await app.register(wishlistRoutes);
  await app.register(stockAlertRoutes);
  await app.register(stockAlertJobs);
  await app.register(adminDemandRoutes);
  await app.register(adminReportRoutes);
  await app.register(reviewRoutes);
  await app.register(sliderRoutes);
  await app.register(settingsRoutes);
  await app.register(shopInfoRoutes);
  // Here, not above: unknown /api routes are counted by the same limit.
  app.setNotFoundHandler(sendApiNotFound);
}

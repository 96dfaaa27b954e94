import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import {
  saveShippingSettings,
  saveStoreSettings,
  shippingSettingsView,
  storeSettingsView,
} from './service.js';

/** The merchant's store and shipping settings: admins read and replace them whole. */
export async function settingsRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'adminSettings.shipping', async (request) => ({
    shipping: await shippingSettingsView(app.db, request.log),
  }));

  serveEndpoint(app, 'adminSettings.updateShipping', async (request) => ({
    shipping: await saveShippingSettings(app.db, request.body),
  }));

  serveEndpoint(app, 'adminSettings.store', async (request) => ({
    store: await storeSettingsView(app.db, request.log),
  }));

  serveEndpoint(app, 'adminSettings.updateStore', async (request) => ({
    store: await saveStoreSettings(app.db, request.body),
  }));
}

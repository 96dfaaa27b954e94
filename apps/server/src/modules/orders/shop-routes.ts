import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CapturePaymentSchema,
  CreateOrderReplySchema,
  CreateOrderSchema,
  IdSchema,
  MESSAGES,
  OrderListReplySchema,
  OrderReplySchema,
  UserIdParamsSchema,
} from '@attire/contract';
import { assertSelf, currentUser } from '../../plugins/auth.js';
import { appPaypalClient } from '../payments/app-paypal-client.js';
import { capturePayment } from './capture-payment.js';
import { placeOrder } from './place-order.js';
import { getOwnOrder, listUserOrders } from './service.js';

const tags = ['shop orders'];
const IdParamsSchema = z.object({ id: IdSchema });

/** Checkout through PayPal and the shopper's own order history. */
export const shopOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  // One client for the server, so that its PayPal token is shared by every request.
  const paypal = appPaypalClient(app);
  const shopUrl = () => app.config.clientOrigins[0] ?? app.publicUrl();

  app.post('/', {
    schema: { tags, body: CreateOrderSchema, response: { 201: CreateOrderReplySchema } },
    handler: async (request, reply) => {
      const user = assertSelf(request, request.body.userId);
      const deps = { db: app.db, paypal, shopUrl: shopUrl() };
      const created = await placeOrder(deps, user.id, request.body);
      return reply.status(201).send({ success: true as const, ...created });
    },
  });

  app.post('/capture', {
    schema: { tags, body: CapturePaymentSchema, response: { 200: OrderReplySchema } },
    handler: async (request) => {
      const userId = currentUser(request).id;
      const order = await capturePayment({ db: app.db, paypal }, userId, request.body);
      return { success: true as const, message: MESSAGES.paymentCaptured, order };
    },
  });

  app.get('/list/:userId', {
    schema: { tags, params: UserIdParamsSchema, response: { 200: OrderListReplySchema } },
    handler: async (request) => {
      const user = assertSelf(request, request.params.userId);
      return { success: true as const, orders: await listUserOrders(app.db, user.id) };
    },
  });

  app.get('/details/:id', {
    schema: { tags, params: IdParamsSchema, response: { 200: OrderReplySchema } },
    handler: async (request) => {
      const userId = currentUser(request).id;
      return {
        success: true as const,
        order: await getOwnOrder(app.db, userId, request.params.id),
      };
    },
  });
};

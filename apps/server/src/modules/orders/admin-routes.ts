import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdSchema,
  MESSAGES,
  OrderPageReplySchema,
  OrderReplySchema,
  PageQuerySchema,
  UpdateOrderStatusSchema,
} from '@attire/contract';
import { getOrder, listAllOrders, updateOrderStatus } from './service.js';

const tags = ['admin orders'];
const admin = { access: 'admin' as const };
const IdParamsSchema = z.object({ id: IdSchema });

/** The back office's orders: every shopper's, newest first, and their status. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: admin,
    schema: { tags, querystring: PageQuerySchema, response: { 200: OrderPageReplySchema } },
    handler: async (request) => ({
      success: true as const,
      ...(await listAllOrders(app.db, request.query)),
    }),
  });

  app.get('/:id', {
    config: admin,
    schema: { tags, params: IdParamsSchema, response: { 200: OrderReplySchema } },
    handler: async (request) => ({
      success: true as const,
      order: await getOrder(app.db, request.params.id),
    }),
  });

  app.put('/:id', {
    config: admin,
    schema: {
      tags,
      params: IdParamsSchema,
      body: UpdateOrderStatusSchema,
      response: { 200: OrderReplySchema },
    },
    handler: async (request) => ({
      success: true as const,
      message: MESSAGES.orderStatusUpdated,
      order: await updateOrderStatus(app.db, request.params.id, request.body.orderStatus),
    }),
  });
};

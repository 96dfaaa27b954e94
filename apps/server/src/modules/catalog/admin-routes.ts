import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdSchema,
  MESSAGES,
  MessageReplySchema,
  PageQuerySchema,
  ProductInputSchema,
  ProductPageReplySchema,
  ProductReplySchema,
} from '@attire/contract';
import { imageUploadRoutes } from '../uploads/routes.js';
import { createProduct, deleteProduct, listAllProducts, updateProduct } from './admin-service.js';

const tags = ['admin products'];
const admin = { access: 'admin' as const };
const IdParamsSchema = z.object({ id: IdSchema });

/** The back office's catalogue: list, add, edit, delete, and upload product images. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(imageUploadRoutes);

  app.get('/', {
    config: admin,
    schema: { tags, querystring: PageQuerySchema, response: { 200: ProductPageReplySchema } },
    handler: async (request) => ({
      success: true as const,
      ...(await listAllProducts(app.db, request.query)),
    }),
  });

  app.post('/', {
    config: admin,
    schema: { tags, body: ProductInputSchema, response: { 201: ProductReplySchema } },
    handler: async (request, reply) => {
      const product = await createProduct(app.db, request.body);
      return reply.status(201).send({ success: true as const, product });
    },
  });

  app.put('/:id', {
    config: admin,
    schema: {
      tags,
      params: IdParamsSchema,
      body: ProductInputSchema,
      response: { 200: ProductReplySchema },
    },
    handler: async (request) => ({
      success: true as const,
      product: await updateProduct(app.db, request.params.id, request.body),
    }),
  });

  app.delete('/:id', {
    config: admin,
    schema: { tags, params: IdParamsSchema, response: { 200: MessageReplySchema } },
    handler: async (request) => {
      await deleteProduct(app.db, request.params.id);
      return { success: true as const, message: MESSAGES.productDeleted };
    },
  });
};

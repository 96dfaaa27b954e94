import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdSchema,
  ProductListQuerySchema,
  ProductListReplySchema,
  ProductPageReplySchema,
  ProductReplySchema,
  SearchParamsSchema,
} from '@attire/contract';
import { searchProducts } from './search.js';
import { getProductDetails, listShopProducts } from './shop-service.js';

const tags = ['shop products'];

/** The shop's catalogue for signed-in shoppers: listing, details and search. */
export const shopProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: {
      tags,
      querystring: ProductListQuerySchema,
      response: { 200: ProductPageReplySchema },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await listShopProducts(app.db, request.query)),
    }),
  });

  // Registered beside /:id; Fastify prefers the static `search/` segment, so no id clashes.
  app.get('/search/:keyword', {
    schema: { tags, params: SearchParamsSchema, response: { 200: ProductListReplySchema } },
    handler: async (request) => ({
      success: true as const,
      products: await searchProducts(app.db, request.params.keyword),
    }),
  });

  app.get('/:id', {
    schema: {
      tags,
      params: z.object({ id: IdSchema }),
      response: { 200: ProductReplySchema },
    },
    handler: async (request) => ({
      success: true as const,
      product: await getProductDetails(app.db, request.params.id),
    }),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartItemParamsSchema,
  CartLineInputSchema,
  CartReplySchema,
  UserIdParamsSchema,
} from '@attire/contract';
import { assertSelf } from '../../plugins/auth.js';
import { addToCart, getCart, removeCartLine, setCartLineQuantity } from './service.js';

const tags = ['cart'];

/** The shopper's own cart; every reply is the whole cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:userId', {
    schema: { tags, params: UserIdParamsSchema, response: { 200: CartReplySchema } },
    handler: async (request) => {
      assertSelf(request, request.params.userId);
      return { success: true as const, cart: await getCart(app.db, request.params.userId) };
    },
  });

  app.post('/', {
    schema: { tags, body: CartLineInputSchema, response: { 200: CartReplySchema } },
    handler: async (request) => {
      assertSelf(request, request.body.userId);
      return { success: true as const, cart: await addToCart(app.db, request.body) };
    },
  });

  app.put('/', {
    schema: { tags, body: CartLineInputSchema, response: { 200: CartReplySchema } },
    handler: async (request) => {
      assertSelf(request, request.body.userId);
      return { success: true as const, cart: await setCartLineQuantity(app.db, request.body) };
    },
  });

  app.delete('/:userId/:productId', {
    schema: { tags, params: CartItemParamsSchema, response: { 200: CartReplySchema } },
    handler: async (request) => {
      const { userId, productId } = request.params;
      assertSelf(request, userId);
      return { success: true as const, cart: await removeCartLine(app.db, userId, productId) };
    },
  });
};

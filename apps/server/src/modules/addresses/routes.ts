import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressInputSchema,
  AddressListReplySchema,
  AddressParamsSchema,
  AddressReplySchema,
  CreateAddressSchema,
  MESSAGES,
  MessageReplySchema,
  UserIdParamsSchema,
} from '@attire/contract';
import { assertSelf } from '../../plugins/auth.js';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './service.js';

const tags = ['addresses'];

/** The shopper's own address book, oldest address first. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:userId', {
    schema: { tags, params: UserIdParamsSchema, response: { 200: AddressListReplySchema } },
    handler: async (request) => {
      assertSelf(request, request.params.userId);
      return {
        success: true as const,
        addressList: await listAddresses(app.db, request.params.userId),
      };
    },
  });

  app.post('/', {
    schema: { tags, body: CreateAddressSchema, response: { 201: AddressReplySchema } },
    handler: async (request, reply) => {
      assertSelf(request, request.body.userId);
      const address = await createAddress(app.db, request.body.userId, request.body);
      return reply.status(201).send({ success: true as const, address });
    },
  });

  app.put('/:userId/:addressId', {
    schema: {
      tags,
      params: AddressParamsSchema,
      body: AddressInputSchema,
      response: { 200: AddressReplySchema },
    },
    handler: async (request) => {
      const { userId, addressId } = request.params;
      assertSelf(request, userId);
      const address = await updateAddress(app.db, userId, addressId, request.body);
      return { success: true as const, address };
    },
  });

  app.delete('/:userId/:addressId', {
    schema: { tags, params: AddressParamsSchema, response: { 200: MessageReplySchema } },
    handler: async (request) => {
      const { userId, addressId } = request.params;
      assertSelf(request, userId);
      await deleteAddress(app.db, userId, addressId);
      return { success: true as const, message: MESSAGES.addressDeleted };
    },
  });
};

import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import { assertSelf } from '../../plugins/auth.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './service.js';

/** The shopper's own address book, oldest address first. */
export async function addressRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'addresses.list', async (request) => {
    assertSelf(request, request.params.userId);
    return { addressList: await listAddresses(app.db, request.params.userId) };
  });

  serveEndpoint(app, 'addresses.add', async (request) => {
    assertSelf(request, request.body.userId);
    return { address: await createAddress(app.db, request.body.userId, request.body) };
  });

  serveEndpoint(app, 'addresses.update', async (request) => {
    const { userId, addressId } = request.params;
    assertSelf(request, userId);
    return { address: await updateAddress(app.db, userId, addressId, request.body) };
  });

  serveEndpoint(app, 'addresses.delete', async (request) => {
    const { userId, addressId } = request.params;
    assertSelf(request, userId);
    await deleteAddress(app.db, userId, addressId);
    return { message: MESSAGES.addressDeleted };
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoint, type EndpointName, type EndpointParts } from '@attire/contract';

/** A file the API answers instead of JSON: its bytes and the name it is saved under. */
export interface ServedDocument {
  bytes: Uint8Array;
  filename: string;
}

// Any type provider: the route's types come from the contract, not from the instance.
type AnyFastify = FastifyInstance<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Registers a contract call that answers a PDF (`produces` in the contract): method, path,
 * access and params come from the contract as for serveEndpoint, the reply is the document's
 * bytes. Tax documents are a shopper's own: kept by the browser only, never by a shared cache.
 */
export function serveDocument<N extends EndpointName>(
  app: AnyFastify,
  name: N,
  handler: (request: FastifyRequest & EndpointParts<N>) => Promise<ServedDocument>,
): void {
  const described = endpoint(name);
  app.route({
    method: described.method,
    url: described.path,
    config: { access: described.access },
    schema: {
      tags: [name.split('.')[0] ?? name],
      operationId: name,
      produces: ['application/pdf'],
      ...('params' in described && { params: described.params }),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const document = await handler(request as FastifyRequest & EndpointParts<N>);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.filename}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(document.bytes));
    },
  });
}

import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoint, type EndpointName, type EndpointParts } from '@attire/contract';

/** A file the API answers instead of JSON: its bytes and the name it is saved under. */
export interface ServedDocument {
  bytes: Uint8Array;
  filename: string;
}

/** A download's body, whole or streamed, and the name it is saved under. */
export interface Download {
  filename: string;
  body: Uint8Array | Readable;
}

/** What the reply says of a kind of download: its type, and who may keep it. */
export interface DownloadKind {
  /** The contract's `produces`, as the API document lists it. */
  produces: string;
  contentType: string;
  cacheControl: string;
}

// Any type provider: the route's types come from the contract, not from the instance.
type AnyFastify = FastifyInstance<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Registers a contract call that answers a file rather than JSON (`produces` in the contract):
 * method, path, access, params and query come from the contract as for serveEndpoint; the reply
 * is the handler's download, as an attachment.
 */
export function serveDownload<N extends EndpointName>(
  app: AnyFastify,
  name: N,
  kind: DownloadKind,
  handler: (request: FastifyRequest & EndpointParts<N>) => Promise<Download>,
): void {
  const described = endpoint(name);
  app.route({
    method: described.method,
    url: described.path,
    config: { access: described.access },
    schema: {
      tags: [name.split('.')[0] ?? name],
      operationId: name,
      produces: [kind.produces],
      ...('params' in described && { params: described.params }),
      ...('query' in described && { querystring: described.query }),
    },
    handler: async (request, reply) => {
      const download = await handler(request as FastifyRequest & EndpointParts<N>);
      return reply
        .type(kind.contentType)
        .header('content-disposition', `attachment; filename="${download.filename}"`)
        .header('cache-control', kind.cacheControl)
        .send(download.body instanceof Uint8Array ? Buffer.from(download.body) : download.body);
    },
  });
}

// Tax documents are a shopper's own: kept by the browser only, never by a shared cache.
const PDF: DownloadKind = {
  produces: 'application/pdf',
  contentType: 'application/pdf',
  cacheControl: 'private, max-age=3600',
};

/** Registers a contract call that answers a PDF (an invoice, a credit note). */
export function serveDocument<N extends EndpointName>(
  app: AnyFastify,
  name: N,
  handler: (request: FastifyRequest & EndpointParts<N>) => Promise<ServedDocument>,
): void {
  serveDownload(app, name, PDF, async (request) => {
    const document = await handler(request);
    return { filename: document.filename, body: document.bytes };
  });
}

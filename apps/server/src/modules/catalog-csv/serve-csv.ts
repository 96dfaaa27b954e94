import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoint, type EndpointName, type EndpointParts } from '@attire/contract';

/** A CSV download: the file's name and its records, produced as the reply is sent. */
export interface CsvDownload {
  filename: string;
  records: AsyncIterable<string>;
}

// Any type provider: the route's types come from the contract, not from the instance.
type AnyFastify = FastifyInstance<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Registers a contract call that answers a CSV file (`produces: ['text/csv']`): method, path,
 * access and query come from the contract as for serveEndpoint; the records are streamed, so a
 * catalogue of any size never sits in memory as one file. The UTF-8 byte-order mark tells
 * spreadsheets (Excel above all) that ₹ and other non-ASCII text is UTF-8.
 */
export function serveCsv<N extends EndpointName>(
  app: AnyFastify,
  name: N,
  handler: (request: FastifyRequest & EndpointParts<N>) => Promise<CsvDownload>,
): void {
  const described = endpoint(name);
  app.route({
    method: described.method,
    url: described.path,
    config: { access: described.access },
    schema: {
      tags: [name.split('.')[0] ?? name],
      operationId: name,
      produces: ['text/csv'],
      ...('query' in described && { querystring: described.query }),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const download = await handler(request as FastifyRequest & EndpointParts<N>);
      async function* withBom() {
        yield '\uFEFF';
        yield* download.records;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${download.filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(withBom()));
    },
  });
}

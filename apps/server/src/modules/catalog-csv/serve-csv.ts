import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointName, EndpointParts } from '@attire/contract';
import { serveDownload, type DownloadKind } from '../../lib/serve-document.js';

/** A CSV download: the file's name and its records, produced as the reply is sent. */
export interface CsvDownload {
  filename: string;
  records: AsyncIterable<string>;
}

// Any type provider: the route's types come from the contract, not from the instance.
type AnyFastify = FastifyInstance<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// Back-office exports change with every order: never kept.
const CSV: DownloadKind = {
  produces: 'text/csv',
  contentType: 'text/csv; charset=utf-8',
  cacheControl: 'no-store',
};

/**
 * Registers a contract call that answers a CSV file (`produces: ['text/csv']`); the records are
 * streamed, so a catalogue of any size never sits in memory as one file. The UTF-8 byte-order
 * mark tells spreadsheets (Excel above all) that ₹ and other non-ASCII text is UTF-8.
 */
export function serveCsv<N extends EndpointName>(
  app: AnyFastify,
  name: N,
  handler: (request: FastifyRequest & EndpointParts<N>) => Promise<CsvDownload>,
): void {
  serveDownload(app, name, CSV, async (request) => {
    const download = await handler(request);
    async function* withBom() {
      yield '\uFEFF';
      yield* download.records;
    }
    return { filename: download.filename, body: Readable.from(withBom()) };
  });
}

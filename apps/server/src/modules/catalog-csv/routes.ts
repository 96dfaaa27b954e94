import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSV_MESSAGES, LIMITS, PRODUCT_CSV_COLUMNS } from '@attire/contract';
import { validationError } from '../../lib/errors.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { csvRecord } from './csv-text.js';
import { importProducts } from './import-service.js';
import { orderCsvRecords } from './order-export.js';
import { productCsvRecords } from './product-export.js';
import { serveCsv } from './serve-csv.js';
import { TEMPLATE_ROW } from './template.js';

const FIELD = 'file';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The back office's CSV files: the catalogue out and in, its template, and the orders for the
 * accountant. Multipart parsing is registered in this scope only (as for image uploads).
 */
export async function catalogCsvRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.csvImportMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

  serveCsv(app, 'adminProducts.exportCsv', async () => ({
    filename: `attire-products-${today()}.csv`,
    records: productCsvRecords(app.db),
  }));

  serveCsv(app, 'adminProducts.importTemplate', async () => ({
    filename: 'attire-products-template.csv',
    records: (async function* () {
      yield csvRecord(PRODUCT_CSV_COLUMNS);
      yield csvRecord(TEMPLATE_ROW);
    })(),
  }));

  serveCsv(app, 'adminOrders.exportCsv', async (request) => ({
    filename: `attire-orders-${request.query.from}-to-${request.query.to}.csv`,
    records: orderCsvRecords(app.db, request.query),
  }));

  serveEndpoint(app, 'adminProducts.importCsv', async (request) => {
    const file = await fileField(request);
    const result = await importProducts(app.db, file.file, request.query);
    const { created, updated, unchanged } = result;
    const message =
      result.errors.length > 0
        ? CSV_MESSAGES.refused(result.errors.length)
        : result.applied
          ? CSV_MESSAGES.imported(created, updated, unchanged)
          : CSV_MESSAGES.checked(created, updated, unchanged);
    return { message, ...result };
  });
}

/** The `file` part of the form, its bytes not read yet. */
async function fileField(request: FastifyRequest) {
  const missing = () => validationError({ [FIELD]: [CSV_MESSAGES.fileRequired] });
  if (!request.isMultipart()) throw missing();
  // Parsing fails only on what the client sent (no boundary, a body cut short).
  const part = await request.file().catch((error: unknown) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    throw status >= 400 && status < 500 ? error : missing();
  });
  if (!part || part.fieldname !== FIELD) {
    part?.file.resume();
    throw missing();
  }
  return part;
}

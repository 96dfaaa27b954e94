// The schemas of the back office's CSV calls, spread into ENDPOINT_SCHEMAS (./endpoints.ts)
// under the names ROUTES gives them. The exports answer a CSV file, not JSON: `produces` says
// so and their reply schema says nothing (the columns are in ../catalog-csv.ts).
import { z } from 'zod';
import {
  OrderExportQuerySchema,
  ProductImportQuerySchema,
  ProductImportReplySchema,
} from '../catalog-csv.js';

const csv = { produces: ['text/csv'], reply: z.unknown() } as const;

export const CATALOG_CSV_ENDPOINT_SCHEMAS = {
  'adminProducts.exportCsv': csv,
  'adminProducts.importTemplate': csv,
  /** Multipart, field `file`; 200 with the problems listed when the file has any. */
  'adminProducts.importCsv': {
    consumes: ['multipart/form-data'],
    query: ProductImportQuerySchema,
    reply: ProductImportReplySchema,
  },
  'adminOrders.exportCsv': { query: OrderExportQuerySchema, ...csv },
} as const;

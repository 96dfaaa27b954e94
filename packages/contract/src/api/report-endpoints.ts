// The schemas of the back office's report calls, spread into ENDPOINT_SCHEMAS (./endpoints.ts)
// under the names ROUTES gives them.
import { SalesReportQuerySchema, SalesReportReplySchema } from '../sales-report.js';

export const REPORT_ENDPOINT_SCHEMAS = {
  'adminReports.sales': { query: SalesReportQuerySchema, reply: SalesReportReplySchema },
} as const;

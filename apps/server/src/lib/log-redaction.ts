// What the logs must never carry: credentials in headers, and the personal data (password
// hashes, e-mails, phone numbers, addresses) that a failed query holds in its parameters.

/** Pino redaction paths: credentials in request and reply headers, and any logged body. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body',
];

/**
 * Fields of database errors that repeat the data sent or stored: the query's parameters
 * (drizzle, PGlite), the failing row or key (`detail`: "Failing row contains (...)"), and the
 * context of a failed statement inside a function (`where`, `internalQuery`). What stays
 * (SQLSTATE `code`, `constraint`, `table`, `column`, the SQL text with its $1 placeholders)
 * is enough to find the fault.
 */
const DATA_FIELDS = new Set(['params', 'queryOptions', 'detail', 'where', 'internalQuery']);
const MAX_DEPTH = 4;

interface ErrorLike {
  message: string;
  stack?: unknown;
  cause?: unknown;
  name?: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

// drizzle's DrizzleQueryError says "Failed query: <sql>\nparams: <values>".
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*$/, '');

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Pino's `err` serializer, minus the data: type, message and stack, the error's own fields
 * except DATA_FIELDS, and its causes (serialized alike) under `cause`.
 */
export function serializeErrorWithoutData(error: Error): SerializedError {
  // Pino hands over whatever was logged as `err`; what is no error passes as it is.
  return isErrorLike(error) ? serialize(error, 0) : (error as unknown as SerializedError);
}

function serialize(error: ErrorLike, depth: number): SerializedError {
  const message = withoutParams(error.message);
  const stack =
    typeof error.stack === 'string' ? error.stack.replace(error.message, () => message) : '';
  const serialized: SerializedError = {
    type: String(error.constructor?.name ?? error.name),
    message,
    stack,
  };
  for (const [key, value] of Object.entries(error)) {
    if (key in serialized || key === 'cause' || DATA_FIELDS.has(key) || isErrorLike(value)) {
      continue;
    }
    // An AggregateError's errors (a connection refused on each address, say) are errors too.
    serialized[key] = Array.isArray(value) ? value.map((item) => nested(item, depth)) : value;
  }
  if (error.cause !== undefined) serialized.cause = nested(error.cause, depth);
  return serialized;
}

function nested(value: unknown, depth: number): unknown {
  if (!isErrorLike(value)) return value;
  // Causes may be circular.
  return depth < MAX_DEPTH ? serialize(value, depth + 1) : '(deeper causes left out)';
}

/** The request fields pino's `req` serializer reads (Fastify's request). */
interface LoggedRequest {
  method: string;
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The secret of an e-mailed link (`?token=` of a reset or verification page) out of a URL: the
 * browser that opens the link asks this server for the page, and the log must not hold a key
 * to the account.
 */
export const withoutLinkSecrets = (url: string) =>
  url.replace(/([?&]token=)[^&#]*/gi, '$1(removed)');

/** Fastify's `req` serializer, with the URL's link secrets removed. */
export function serializeRequestWithoutSecrets(request: LoggedRequest) {
  return {
    method: request.method,
    url: withoutLinkSecrets(request.url),
    version: request.headers?.['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

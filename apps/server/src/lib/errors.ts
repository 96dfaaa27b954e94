import { MESSAGES } from '@attire/contract';

export type FieldErrors = Record<string, string[]>;

/** An error whose status and message are meant for the client (see the contract's envelope). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (errors: FieldErrors) =>
  new AppError(400, MESSAGES.validationError, errors);
export const unauthorized = (message: string = MESSAGES.signInRequired) =>
  new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new AppError(409, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
export const serviceUnavailable = (message: string) => new AppError(503, message);

/** PostgreSQL's SQLSTATE for a unique violation, for services that turn a race into a 409. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  return cause?.code === '23505' && (!constraint || cause.constraint === constraint);
}

/** PostgreSQL's SQLSTATE for a row that another table's rows still refer to. */
export function isForeignKeyViolation(error: unknown): boolean {
  return findPgError(error)?.code === '23503';
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  // Drizzle wraps driver errors; the PostgreSQL fields sit on the error or its cause.
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: candidate.constraint };
    }
    current = candidate.cause;
  }
  return undefined;
}

// SQLSTATEs of a database that is away or gave up on a statement, rather than refused it:
// connection failures (08...), query_canceled (statement_timeout), shutdowns, too many clients.
const UNAVAILABLE_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres says these in words only: its query_timeout, its pool's connect timeout, and
// a connection that died under a query.
const UNAVAILABLE_DRIVER_MESSAGE =
  /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated)/;

/** Whether a failure means the database is unreachable or too slow (a 503), not a bug (a 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_DRIVER_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

import { MESSAGES, PAYMENT_MESSAGES } from '@attire/contract';
import { AppError } from '../../lib/errors.js';
import { PaypalErrorSchema } from './paypal-schemas.js';

/**
 * PayPal said no: its HTTP status and issue code travel with the error, so that callers can
 * tell "already captured" (finish from PayPal's record) from "declined" (release the stock).
 */
export class PaypalRejection extends AppError {
  constructor(
    statusCode: number,
    message: string,
    readonly paypalStatus: number,
    readonly issue: string,
  ) {
    super(statusCode, message);
  }
}

/**
 * PayPal refused a request as malformed (HTTP 400). To most callers that is PayPal failing us
 * (a 502, as before); to the webhook's check it means PayPal would never have sent the event.
 */
export class PaypalBadRequest extends AppError {}

// PayPal refusing the payer's way of paying (its bank, its risk checks): nothing was taken, and
// the shopper may pay another way.
const PAYER_DECLINED = new Set([
  'INSTRUMENT_DECLINED',
  'PAYER_ACTION_REQUIRED',
  'TRANSACTION_REFUSED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'PAYER_CANNOT_PAY',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'PAYER_ACCOUNT_RESTRICTED',
  'COMPLIANCE_VIOLATION',
  'TRANSACTION_LIMIT_EXCEEDED',
  'PAYEE_BLOCKED_TRANSACTION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
]);

// PayPal refusing what the shop sent (amounts, currencies, totals that do not add up): a defect
// of ours, never the shopper's, and not to be mistaken for a refusal that releases stock.
const REQUEST_DEFECTS = new Set([
  'AMOUNT_MISMATCH',
  'ITEM_TOTAL_MISMATCH',
  'ITEM_TOTAL_REQUIRED',
  'TAX_TOTAL_MISMATCH',
  'TAX_TOTAL_REQUIRED',
  'CANNOT_BE_NEGATIVE',
  'CANNOT_BE_ZERO_OR_NEGATIVE',
  'DECIMAL_PRECISION',
  'DECIMALS_NOT_SUPPORTED',
  'INVALID_CURRENCY_CODE',
  'CURRENCY_NOT_SUPPORTED',
  'MULTI_CURRENCY_ORDER',
  'MAX_VALUE_EXCEEDED',
  'REFUND_CAPTURE_CURRENCY_MISMATCH',
]);

/** PayPal found a request of ours malformed: a defect, answered as a 500 and logged as one. */
export class PaypalRequestDefect extends AppError {}

/** PayPal's refusals, in words a shopper can act on. */
export function rejection(status: number, payload: unknown): AppError {
  const error = PaypalErrorSchema.safeParse(payload).data;
  const issue = error?.details?.[0]?.issue ?? error?.name ?? 'UNKNOWN';
  const detail = `PayPal answered ${status} ${issue} (debug id ${error?.debug_id ?? 'none'})`;
  if (status === 422 && issue === 'ORDER_NOT_APPROVED') {
    return new PaypalRejection(409, MESSAGES.paymentNotApproved, status, issue);
  }
  if (status === 422 && REQUEST_DEFECTS.has(issue)) {
    return withCause(new PaypalRequestDefect(500, MESSAGES.somethingWentWrong), new Error(detail));
  }
  if (status === 422 && PAYER_DECLINED.has(issue)) {
    return withCause(
      new PaypalRejection(409, PAYMENT_MESSAGES.paymentDeclined, status, issue),
      new Error(detail),
    );
  }
  if (status === 404 || status === 422) {
    return withCause(
      new PaypalRejection(409, MESSAGES.paymentFailed, status, issue),
      new Error(detail),
    );
  }
  if (status === 400) {
    return withCause(new PaypalBadRequest(502, MESSAGES.paymentProviderDown), new Error(detail));
  }
  return providerDown(detail);
}

/** PayPal holds a capture of this order already (a retry after a crash, an expired request id). */
export const isAlreadyCaptured = (error: unknown) =>
  error instanceof PaypalRejection && error.issue === 'ORDER_ALREADY_CAPTURED';

/** PayPal refused the payer's way of paying: the order cannot be paid as approved. */
export const isPayerDeclined = (error: unknown) =>
  error instanceof PaypalRejection && PAYER_DECLINED.has(error.issue);

/** A definite no from PayPal (not an outage): nothing was or will be taken for this call. */
export const isDeclined = (error: unknown) =>
  error instanceof PaypalRejection && !isAlreadyCaptured(error);

export function providerDown(detail: string, cause?: unknown): AppError {
  return withCause(new AppError(502, MESSAGES.paymentProviderDown), cause ?? new Error(detail));
}

function withCause(error: AppError, cause: unknown): AppError {
  return Object.assign(error, { cause });
}

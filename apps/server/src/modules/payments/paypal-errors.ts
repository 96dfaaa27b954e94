import { MESSAGES } from '@attire/contract';
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

/** PayPal's refusals, in words a shopper can act on. */
export function rejection(status: number, payload: unknown): AppError {
  const error = PaypalErrorSchema.safeParse(payload).data;
  const issue = error?.details?.[0]?.issue ?? error?.name ?? 'UNKNOWN';
  const detail = `PayPal answered ${status} ${issue} (debug id ${error?.debug_id ?? 'none'})`;
  if (status === 422 && issue === 'ORDER_NOT_APPROVED') {
    return new PaypalRejection(409, MESSAGES.paymentNotApproved, status, issue);
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

/** A definite no from PayPal (not an outage): nothing was or will be taken for this call. */
export const isDeclined = (error: unknown) =>
  error instanceof PaypalRejection && !isAlreadyCaptured(error);

export function providerDown(detail: string, cause?: unknown): AppError {
  return withCause(new AppError(502, MESSAGES.paymentProviderDown), cause ?? new Error(detail));
}

function withCause(error: AppError, cause: unknown): AppError {
  return Object.assign(error, { cause });
}

import { MESSAGES } from '@attire/contract';
import { AppError } from '../../lib/errors.js';
import { PaypalErrorSchema } from './paypal-schemas.js';

/** PayPal's refusals, in words a shopper can act on. */
export function rejection(status: number, payload: unknown): AppError {
  const error = PaypalErrorSchema.safeParse(payload).data;
  const issue = error?.details?.[0]?.issue ?? error?.name ?? 'UNKNOWN';
  const detail = `PayPal answered ${status} ${issue} (debug id ${error?.debug_id ?? 'none'})`;
  if (status === 422 && issue === 'ORDER_NOT_APPROVED') {
    return new AppError(409, MESSAGES.paymentNotApproved);
  }
  // Our captures repeat one request id, so PayPal should answer a repeat with the first reply.
  if (status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
    return withCause(new AppError(502, MESSAGES.paymentNeedsReview), new Error(detail));
  }
  if (status === 404 || status === 422) return new AppError(409, MESSAGES.paymentFailed);
  return providerDown(detail);
}

export function providerDown(detail: string, cause?: unknown): AppError {
  return withCause(new AppError(502, MESSAGES.paymentProviderDown), cause ?? new Error(detail));
}

function withCause(error: AppError, cause: unknown): AppError {
  return Object.assign(error, { cause });
}

import { unprocessable } from './errors.js';
import { refundedCents, type CaptureRecord } from './records.js';
import { toCents, toValue, type Amount, type RefundRequest } from './schemas.js';

// PayPal refuses more refunds than this on one capture; the bound also keeps each file small.
const MAX_REFUNDS_PER_CAPTURE = 10;

/**
 * What a refund request takes back from the capture (all that is left when it names no
 * amount), or PayPal's refusal.
 */
export function refundAmount(capture: CaptureRecord, request: RefundRequest): Amount {
  const remaining = toCents(capture.amount.value) - refundedCents(capture);
  const currency = capture.amount.currency_code;
  const cents = request.amount ? toCents(request.amount.value) : remaining;
  if (remaining <= 0) {
    throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
  }
  if (request.amount && request.amount.currency_code !== currency) {
    throw unprocessable('CURRENCY_MISMATCH', `The refund must be in ${currency}.`);
  }
  if (cents <= 0 || cents > remaining) {
    throw unprocessable(
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be more than zero and at most what is left of the capture.',
    );
  }
  if (capture.refunds.length >= MAX_REFUNDS_PER_CAPTURE) {
    throw unprocessable('MAX_NUMBER_OF_REFUNDS_EXCEEDED', 'No more refunds of this capture.');
  }
  return { currency_code: currency, value: toValue(cents) };
}

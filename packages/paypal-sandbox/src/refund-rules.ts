import { refusal, refuse } from './errors.js';
import { moneyProblem, normalised, toMinor, toMoney, type Money } from './money.js';
import { refundedMinor, type CaptureRecord } from './records.js';
import type { RefundRequest } from './schemas.js';

// PayPal refuses more refunds than this on one capture; the bound also keeps each file small.
const MAX_REFUNDS_PER_CAPTURE = 10;

/**
 * What a refund request takes back from the capture (all that is left when it names no
 * amount), or PayPal's refusal: a capture not completed, nothing left, an amount that is not
 * one (zero, negative, too many decimals, another currency) or more than what is left.
 */
export function refundAmount(capture: CaptureRecord, request: RefundRequest): Money {
  if (capture.status === 'PENDING') throw refuse('PENDING_CAPTURE');
  if (capture.status === 'DECLINED') throw refuse('REFUND_NOT_ALLOWED');
  const currency = capture.amount.currency_code;
  // Refunds still pending hold their share of the capture, as at PayPal.
  const remaining = toMinor(capture.amount) - refundedMinor(capture);
  if (remaining <= 0n) throw refuse('CAPTURE_FULLY_REFUNDED');
  if (capture.refunds.length >= MAX_REFUNDS_PER_CAPTURE) {
    throw refuse('MAX_NUMBER_OF_REFUNDS_EXCEEDED');
  }
  const asked = request.amount;
  if (!asked) return toMoney(remaining, currency);
  const problem = moneyProblem(asked, '/amount', true);
  if (problem) throw refusal([problem]);
  if (asked.currency_code !== currency) {
    throw refuse('REFUND_CAPTURE_CURRENCY_MISMATCH', '/amount/currency_code', asked.currency_code);
  }
  if (toMinor(asked) > remaining)
    throw refuse('REFUND_AMOUNT_EXCEEDED', '/amount/value', asked.value);
  return normalised(asked);
}

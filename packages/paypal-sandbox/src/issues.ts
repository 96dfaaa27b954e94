// The issues the sandbox names in its refusals, with the HTTP status PayPal's Orders v2 and
// Payments v2 error tables give each (descriptions in our words). One table serves the
// sandbox's own checks and PayPal's negative-testing header, which can ask for any of them.

const ISSUES = {
  // 400 INVALID_REQUEST: the request does not fit the schema.
  MALFORMED_REQUEST_JSON: [400, 'The request body is not well-formed JSON.'],
  MISSING_REQUIRED_PARAMETER: [400, 'A required field is missing.'],
  INVALID_PARAMETER_SYNTAX: [400, 'The value does not have the format the field takes.'],
  INVALID_PARAMETER_VALUE: [400, 'The value is not one the field allows.'],
  INVALID_STRING_LENGTH: [400, 'The value is too short or too long.'],
  INVALID_ARRAY_MIN_ITEMS: [400, 'The array has too few items.'],
  INVALID_ARRAY_MAX_ITEMS: [400, 'The array has too many items.'],
  INVALID_PATCH_OPERATION: [
    400,
    'The operation does not apply: add a field that is absent, replace or remove one that is there.',
  ],
  // 403 and 404
  PERMISSION_DENIED: [403, 'You may not act on this resource.'],
  INVALID_RESOURCE_ID: [404, 'No resource has this ID.'],
  // 422 UNPROCESSABLE_ENTITY: amounts, currencies and the order's own rules.
  AMOUNT_MISMATCH: [
    422,
    'Must equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  ],
  ITEM_TOTAL_MISMATCH: [
    422,
    'Must equal the sum of unit_amount * quantity over the items of the purchase unit.',
  ],
  ITEM_TOTAL_REQUIRED: [422, 'Items with unit amounts need amount.breakdown.item_total.'],
  TAX_TOTAL_MISMATCH: [
    422,
    'Must equal the sum of tax * quantity over the items of the purchase unit.',
  ],
  TAX_TOTAL_REQUIRED: [422, 'Items with tax need amount.breakdown.tax_total.'],
  CANNOT_BE_NEGATIVE: [422, 'Must be zero or more.'],
  CANNOT_BE_ZERO_OR_NEGATIVE: [422, 'Must be more than zero.'],
  DECIMAL_PRECISION: [422, 'At most two decimal places are allowed in this currency.'],
  DECIMALS_NOT_SUPPORTED: [422, 'This currency takes no decimals.'],
  INVALID_CURRENCY_CODE: [422, 'This is not an ISO-4217 currency code.'],
  CURRENCY_NOT_SUPPORTED: [422, 'PayPal does not accept this currency.'],
  MAX_VALUE_EXCEEDED: [422, 'Must be at most 999999999999999.99.'],
  MULTI_CURRENCY_ORDER: [422, 'Every amount of an order must be in one currency.'],
  REFERENCE_ID_REQUIRED: [422, 'Each purchase unit needs a reference_id when there are several.'],
  DUPLICATE_REFERENCE_ID: [422, 'Each purchase unit needs a reference_id of its own.'],
  REFERENCE_ID_NOT_FOUND: [422, 'No purchase unit has this reference_id.'],
  INVALID_JSON_POINTER_FORMAT: [422, 'The path must be a JSON Pointer into the order.'],
  NOT_PATCHABLE: [422, 'This field cannot be patched.'],
  PATCH_VALUE_REQUIRED: [422, 'This operation needs a value.'],
  PATCH_PATH_REQUIRED: [422, 'This operation needs a path.'],
  UNSUPPORTED_PATCH_PARAMETER_VALUE: [422, 'This value is not supported for this field.'],
  ORDER_ALREADY_COMPLETED: [422, 'A completed order cannot be changed.'],
  // 422 at capture
  ORDER_NOT_APPROVED: [
    422,
    'The payer has not approved the order yet: send them to its approve link.',
  ],
  ORDER_ALREADY_CAPTURED: [
    422,
    'The order is captured already; an order with intent CAPTURE is captured once.',
  ],
  INSTRUMENT_DECLINED: [
    422,
    'The processor or bank declined the payment method; the payer may choose another.',
  ],
  PAYER_ACTION_REQUIRED: [422, 'The payment cannot complete until the payer returns to PayPal.'],
  TRANSACTION_REFUSED: [422, 'The transaction was refused.'],
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: [422, 'Too many payment attempts on this order.'],
  PAYER_CANNOT_PAY: [422, 'This payer cannot pay this payee.'],
  REDIRECT_PAYER_FOR_ALTERNATE_FUNDING: [
    422,
    'The payment failed: send the payer back to choose another funding source.',
  ],
  DUPLICATE_INVOICE_ID: [422, 'A payment with this invoice_id was captured already.'],
  PAYEE_BLOCKED_TRANSACTION: [422, "The payee's fraud settings block this payment."],
  TRANSACTION_LIMIT_EXCEEDED: [422, 'The payment is over the transaction limit.'],
  COMPLIANCE_VIOLATION: [422, 'The payment was declined for compliance.'],
  PAYER_ACCOUNT_LOCKED_OR_CLOSED: [422, "The payer's account cannot be used."],
  PAYER_ACCOUNT_RESTRICTED: [422, "The payer's account is restricted."],
  // 422 at refund
  CAPTURE_FULLY_REFUNDED: [422, 'The capture is refunded in full already.'],
  REFUND_AMOUNT_EXCEEDED: [422, 'The refund is more than what is left of the capture.'],
  REFUND_CAPTURE_CURRENCY_MISMATCH: [422, 'A refund must be in the currency of its capture.'],
  PENDING_CAPTURE: [422, 'A pending capture cannot be refunded.'],
  REFUND_NOT_ALLOWED: [422, 'This capture cannot be refunded.'],
  MAX_NUMBER_OF_REFUNDS_EXCEEDED: [422, 'No more refunds of this capture are allowed.'],
  REFUND_FAILED_INSUFFICIENT_FUNDS: [
    422,
    "The payee's account has too little money for this refund.",
  ],
  REFUND_TIME_LIMIT_EXCEEDED: [422, 'It is too late to refund this capture.'],
  PARTIAL_REFUND_NOT_ALLOWED: [422, 'Only a refund of the whole capture is allowed.'],
  // Answered by name, without details.
  RATE_LIMIT_REACHED: [429, 'Too many requests. Blocked due to rate limiting.'],
  INTERNAL_SERVER_ERROR: [500, 'An internal server error has occurred.'],
  // Not PayPal's: the sandbox's own control routes.
  SANDBOX_NOT_PENDING: [422, 'Only a PENDING capture or refund can be settled.'],
} as const satisfies Record<string, readonly [number, string]>;

export type IssueName = keyof typeof ISSUES;

/** One entry of `details` in a PayPal error. */
export interface Detail {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header';
}

export function issue(name: IssueName, field?: string, value?: string): Detail {
  return {
    ...(field !== undefined && { field, location: 'body' as const }),
    ...(value !== undefined && { value: value.slice(0, 256) }),
    issue: name,
    description: ISSUES[name][1],
  };
}

export const statusOf = (name: IssueName): number => ISSUES[name][0];

export const isIssueName = (name: string): name is IssueName => Object.hasOwn(ISSUES, name);

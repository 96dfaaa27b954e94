// The return form's reasons. The contract's return body keeps `reason` as text (the chosen
// reason's words, or "Other: " and the shopper's own), so that the back office, the e-mails and
// the order's history read it as they always have; the list only spares the shopper the typing
// and tells the merchant, in the same few words, what went wrong.

import { LIMITS } from './constants.js';

export const RETURN_REASONS = [
  'Size too small',
  'Size too large',
  'Not as pictured',
  'Damaged or faulty',
  'Changed my mind',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

const OTHER_PREFIX = 'Other: ';

/** What the shopper may type after "Other: " within the body's limit on `reason`. */
export const RETURN_OTHER_MAX_LENGTH = LIMITS.orderNoteMaxLength - OTHER_PREFIX.length;

export const RETURN_REASON_MESSAGES = {
  legend: 'Reason for the return',
  otherLabel: 'Tell us more',
  chooseReason: 'Choose a reason for the return',
  otherRequired: 'Tell us why you are returning the items',
  otherTooLong: `Must be at most ${RETURN_OTHER_MAX_LENGTH} characters`,
} as const;

/** The body's `reason`: the reason's words, or "Other: " and the shopper's own. */
export function returnReasonText(reason: ReturnReason, other: string): string {
  return reason === 'Other' ? `${OTHER_PREFIX}${other.trim()}` : reason;
}

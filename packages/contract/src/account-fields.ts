// The account forms' field rules and their words, without zod: user.ts builds the schemas from
// them, and the web's sign-in pages check a form with them before sending it, without
// downloading zod (docs/decisions/0026-javascript-until-idle.md).

export const ACCOUNT_FIELD_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  /** A token from a link in an e-mail: opaque, bounded. */
  linkTokenMax: 256,
} as const;

/** zod's own e-mail pattern (z.regexes.email), which EmailSchema applies. */
// Written character for character as zod writes it, which a test compares.
/* eslint-disable no-useless-escape */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/* eslint-enable no-useless-escape */

export const ACCOUNT_FIELD_MESSAGES = {
  emailRequired: 'Email is required',
  emailTooLong: `Email must be at most ${ACCOUNT_FIELD_LIMITS.emailMax} characters`,
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${ACCOUNT_FIELD_LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${ACCOUNT_FIELD_LIMITS.passwordMax} characters`,
  confirmPassword: 'Confirm your password',
  passwordsDiffer: 'Passwords do not match',
  linkIncomplete: 'The link is incomplete',
  linkInvalid: 'The link is not valid',
} as const;

/** What requiredText (common.ts) says of a field: "Name is required", "Name must be at most…". */
export function requiredTextMessages(label: string, max: number) {
  return {
    required: `${label} is required`,
    tooLong: `${label} must be at most ${max} characters`,
  };
}

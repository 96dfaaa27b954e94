import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import {
  ACCOUNT_FIELD_LIMITS as LIMIT,
  ACCOUNT_FIELD_MESSAGES as SAY,
  EMAIL_PATTERN,
  requiredTextMessages,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@attire/contract';

// The sign-in forms' checks: the rules of the contract's LoginSchema, RegisterSchema,
// ForgotPasswordSchema and ResetPasswordSchema, written out with the contract's limits and
// words, so that these pages never download zod (about 40 KB with react-hook-form: decision
// 0026). auth-form-checks.test.ts holds them to the schemas' own verdicts and output.

/** A field's rule: the value it sends (trimmed, lower-cased…), or why it is refused. */
type Rule = (value: string) => { value: string; refusal?: string };

const NAME = requiredTextMessages('Name', LIMIT.nameMax);

function name(raw: string) {
  const value = raw.trim();
  const refusal = !value ? NAME.required : value.length > LIMIT.nameMax ? NAME.tooLong : undefined;
  return { value, refusal };
}

function email(raw: string) {
  const value = raw.trim().toLowerCase();
  let refusal: string | undefined;
  if (!value) refusal = SAY.emailRequired;
  else if (value.length > LIMIT.emailMax) refusal = SAY.emailTooLong;
  else if (!EMAIL_PATTERN.test(value)) refusal = SAY.emailInvalid;
  return { value, refusal };
}

/** Signing in: any password the account may have, so only present and bounded. */
function currentPassword(value: string) {
  const refusal = !value
    ? SAY.passwordRequired
    : value.length > LIMIT.passwordMax
      ? SAY.passwordTooLong
      : undefined;
  return { value, refusal };
}

function newPassword(value: string) {
  const refusal =
    value.length < LIMIT.passwordMin
      ? SAY.passwordTooShort
      : value.length > LIMIT.passwordMax
        ? SAY.passwordTooLong
        : undefined;
  return { value, refusal };
}

function linkToken(raw: string) {
  const value = raw.trim();
  const refusal = !value
    ? SAY.linkIncomplete
    : value.length > LIMIT.linkTokenMax
      ? SAY.linkInvalid
      : undefined;
  return { value, refusal };
}

const anyText: Rule = (value) => ({ value });

/** What each field is called when it is missing altogether (the schemas' type error). */
const MISSING: Record<string, string> = {
  name: NAME.required,
  email: SAY.emailRequired,
  password: SAY.passwordRequired,
  password_confirmation: SAY.confirmPassword,
  token: SAY.linkIncomplete,
};

/**
 * A react-hook-form resolver from field rules, in the schema's field order (the first refused
 * field is the one the toast names). `typedTwice`: password_confirmation must equal password.
 */
function checksOf<Values extends FieldValues>(
  rules: Record<keyof Values & string, Rule>,
  typedTwice = false,
) {
  return (async (input: Record<string, unknown>) => {
    const values: Record<string, string> = {};
    const errors: Record<string, FieldError> = {};
    let missing = false;
    for (const [field, rule] of Object.entries<Rule>(rules)) {
      const raw = input[field];
      missing ||= typeof raw !== 'string';
      const { value, refusal } =
        typeof raw === 'string' ? rule(raw) : { value: '', refusal: MISSING[field] };
      values[field] = value;
      if (refusal) errors[field] = { type: 'validate', message: refusal };
    }
    // As zod: a missing field ends the check before the two passwords are compared.
    if (typedTwice && !missing && input.password !== input.password_confirmation) {
      errors.password_confirmation = { type: 'validate', message: SAY.passwordsDiffer };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  }) as unknown as Resolver<Values, unknown, Values>;
}

export const loginResolver = checksOf<LoginInput>({ email, password: currentPassword });

export const registerResolver = checksOf<RegisterInput>(
  { name, email, password: newPassword, password_confirmation: anyText },
  true,
);

export const forgotPasswordResolver = checksOf<ForgotPasswordInput>({ email });

export const resetPasswordResolver = checksOf<ResetPasswordInput>(
  { token: linkToken, password: newPassword, password_confirmation: anyText },
  true,
);

import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@attire/contract';
import {
  forgotPasswordResolver,
  loginResolver,
  registerResolver,
  resetPasswordResolver,
} from './auth-form-checks';

// The sign-in pages check their forms without zod; here every check meets the contract's
// schema on the same values and must reach the same verdict: the same fields refused, in the
// same order, with the same words, or the same values sent.

type AnyResolver = Resolver<Record<string, unknown>, unknown, unknown>;
const OPTIONS = { fields: {}, shouldUseNativeValidation: false };

async function verdict(resolver: unknown, values: Record<string, unknown>) {
  const result = await (resolver as AnyResolver)(values, undefined, OPTIONS);
  const refusals = Object.entries(result.errors).map(([field, error]) => [field, error?.message]);
  return { values: result.values, refusals };
}

/** Every combination of the given values of each field. */
function combinations(fields: Record<string, unknown[]>): Record<string, unknown>[] {
  return Object.entries(fields).reduce<Record<string, unknown>[]>(
    (forms, [field, values]) =>
      forms.flatMap((form) => values.map((value) => ({ ...form, [field]: value }))),
    [{}],
  );
}

const EMAILS = [
  '',
  '   ',
  'not-an-email',
  ' Asha@Example.COM ',
  'asha@example',
  '.asha@example.com',
  'asha..k@example.com',
  "o'neil+shop@mail.example.in",
  `${'a'.repeat(246)}@mail.in`,
  `${'a'.repeat(247)}@mail.in`,
  undefined,
];
const PASSWORDS = ['', 'x', 'Short@1', 'Sturdy@123', 'p'.repeat(128), 'p'.repeat(129), undefined];

const FORMS = [
  {
    name: 'sign in',
    checks: loginResolver,
    schema: LoginSchema,
    values: combinations({ email: EMAILS, password: PASSWORDS }),
  },
  {
    name: 'forgotten password',
    checks: forgotPasswordResolver,
    schema: ForgotPasswordSchema,
    values: combinations({ email: EMAILS }),
  },
  {
    name: 'registration',
    checks: registerResolver,
    schema: RegisterSchema,
    values: combinations({
      name: ['', '  ', ' Asha Rao ', 'n'.repeat(100), 'n'.repeat(101), undefined],
      email: ['', 'not-an-email', ' Asha@Example.COM '],
      password: PASSWORDS,
      password_confirmation: ['', 'Sturdy@123', 'p'.repeat(129), undefined],
    }),
  },
  {
    name: 'password reset',
    checks: resetPasswordResolver,
    schema: ResetPasswordSchema,
    values: combinations({
      token: ['', '  ', ' a-token ', 't'.repeat(256), 't'.repeat(257), undefined],
      password: PASSWORDS,
      password_confirmation: ['Sturdy@123', 'Short@1', undefined],
    }),
  },
];

describe('the sign-in forms, checked without zod', () => {
  for (const { name, checks, schema, values } of FORMS) {
    it(`reach the contract's verdict on the ${name} form (${values.length} cases)`, async () => {
      const byZod = zodResolver(schema);
      for (const form of values) {
        expect(await verdict(checks, form), JSON.stringify(form)).toEqual(
          await verdict(byZod, form),
        );
      }
    });
  }

  it('leave out what the form does not ask for, as the schema does', async () => {
    const form = { email: 'asha@example.com', password: 'Sturdy@123', remember: 'on' };
    expect((await verdict(loginResolver, form)).values).toEqual({
      email: 'asha@example.com',
      password: 'Sturdy@123',
    });
  });
});

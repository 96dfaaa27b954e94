import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../src/account-fields.js';
import { EmailSchema } from '../src/user.js';

describe('the account fields outside the schemas', () => {
  it("is zod's own e-mail pattern, so naming it changed no address's fate", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    ['A.Shopper@Example.COM ', true],
    ['shopper@example', false],
    ['.shopper@example.com', false],
    ['a..b@example.com', false],
  ])('the e-mail schema applies it: %s', (email, valid) => {
    expect(EmailSchema.safeParse(email).success).toBe(valid);
  });
});

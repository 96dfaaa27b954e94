import { z } from 'zod';
import { ROLES } from './constants.js';
import { IdSchema, requiredText, successReply } from './common.js';
import {
  ACCOUNT_FIELD_LIMITS as LIMIT,
  ACCOUNT_FIELD_MESSAGES as SAY,
  EMAIL_PATTERN,
} from './account-fields.js';

export const RoleSchema = z.enum(ROLES);

export const UserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  profileImage: z.string().optional(),
  /** Whether the account proved it owns its address (a link sent there, or Google's word). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const EmailSchema = z
  .string({ error: SAY.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: SAY.emailRequired })
  .max(LIMIT.emailMax, { error: SAY.emailTooLong })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: SAY.emailInvalid }));

export const PasswordSchema = z
  .string({ error: SAY.passwordRequired })
  .min(LIMIT.passwordMin, { error: SAY.passwordTooShort })
  .max(LIMIT.passwordMax, { error: SAY.passwordTooLong });

export const RegisterSchema = z
  .object({
    name: requiredText('Name', LIMIT.nameMax),
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: SAY.confirmPassword }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: SAY.passwordsDiffer,
  });
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: SAY.passwordRequired })
    .min(1, { error: SAY.passwordRequired })
    .max(LIMIT.passwordMax, { error: SAY.passwordTooLong }),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** Only the verified ID token is trusted; the other fields are hints the client may send. */
export const GoogleSignInSchema = z.object({
  idToken: z.string().min(1, { error: 'idToken is required' }).max(8192),
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  profileImage: z.string().max(2048).optional(),
});
export type GoogleSignInInput = z.infer<typeof GoogleSignInSchema>;

/** A new password typed twice, as registration takes it. */
const NewPasswordShape = {
  password: PasswordSchema,
  password_confirmation: z.string({ error: SAY.confirmPassword }),
};
const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const MISMATCH = { path: ['password_confirmation'], error: SAY.passwordsDiffer };

/** A token from a link in an e-mail: opaque, bounded. */
const EmailTokenSchema = z
  .string({ error: SAY.linkIncomplete })
  .trim()
  .min(1, { error: SAY.linkIncomplete })
  .max(LIMIT.linkTokenMax, { error: SAY.linkInvalid });

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({ token: EmailTokenSchema, ...NewPasswordShape })
  .refine(passwordsMatch, MISMATCH);
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const VerifyEmailSchema = z.object({ token: EmailTokenSchema });

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(128),
    ...NewPasswordShape,
  })
  .refine(passwordsMatch, MISMATCH);
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const UpdateProfileSchema = z.object({ name: requiredText('Name', LIMIT.nameMax) });
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

export const UserReplySchema = successReply({ user: UserSchema });
export const PasswordChangedReplySchema = successReply({ message: z.string(), token: z.string() });

export const AuthReplySchema = successReply({ user: UserSchema, token: z.string() });
export type AuthReply = z.infer<typeof AuthReplySchema>;
export const CheckAuthReplySchema = successReply({ user: UserSchema });

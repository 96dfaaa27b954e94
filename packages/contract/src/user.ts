import { z } from 'zod';
import { ROLES } from './constants.js';
import { IdSchema, requiredText, successReply } from './common.js';

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
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(8, { error: 'Password must be at least 8 characters' })
  .max(128, { error: 'Password must be at most 128 characters' });

export const RegisterSchema = z
  .object({
    name: requiredText('Name', 100),
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'Confirm your password' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: 'Passwords do not match',
  });
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(128, { error: 'Password must be at most 128 characters' }),
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
  password_confirmation: z.string({ error: 'Confirm your password' }),
};
const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const MISMATCH = { path: ['password_confirmation'], error: 'Passwords do not match' };

/** A token from a link in an e-mail: opaque, bounded. */
const EmailTokenSchema = z
  .string({ error: 'The link is incomplete' })
  .trim()
  .min(1, { error: 'The link is incomplete' })
  .max(256, { error: 'The link is not valid' });

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

export const UpdateProfileSchema = z.object({ name: requiredText('Name', 100) });
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

export const UserReplySchema = successReply({ user: UserSchema });
export const PasswordChangedReplySchema = successReply({ message: z.string(), token: z.string() });

export const AuthReplySchema = successReply({ user: UserSchema, token: z.string() });
export type AuthReply = z.infer<typeof AuthReplySchema>;
export const CheckAuthReplySchema = successReply({ user: UserSchema });

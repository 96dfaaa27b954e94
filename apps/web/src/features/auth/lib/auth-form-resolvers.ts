import { zodResolver } from '@hookform/resolvers/zod';
import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@attire/contract';

// Imported on demand only (see useDeferredForm): zod and the schemas stay out of the sign-in
// pages' first load. One module for all the auth forms, so that moving between them downloads
// it once.
export const loginResolver = zodResolver(LoginSchema);
export const registerResolver = zodResolver(RegisterSchema);
export const forgotPasswordResolver = zodResolver(ForgotPasswordSchema);
export const resetPasswordResolver = zodResolver(ResetPasswordSchema);

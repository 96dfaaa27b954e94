import type { ForgotPasswordInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

/** Asks for a reset link. The reply is the same whether or not the address has an account. */
export function forgotPassword(input: ForgotPasswordInput) {
  return apiCall('auth.forgotPassword', { body: input });
}

import type { ResetPasswordInput } from '@attire/contract';
import { ApiError, apiCall } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** Sets a new password with the token of a reset link; every session of the account ends. */
export function resetPassword(input: ResetPasswordInput) {
  return apiCall('auth.resetPassword', { body: input });
}

const PASSWORD_FIELDS = ['password', 'password_confirmation'];

/**
 * What is wrong with the link itself, when a reset was refused for it (invalid, used or
 * expired: a 400 not about the new password), or undefined. Such a link cannot be retried: the
 * page shows the message with a way to ask for a new one.
 */
export function linkProblemOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  if (PASSWORD_FIELDS.some((field) => error.errors?.[field]?.length)) return undefined;
  return error.errors?.token?.[0] ?? error.message;
}

/**
 * A reset ends every session of the account. If this browser was signed in to it, asking the
 * server who is signed in now answers 401, and the API client then forgets the account.
 * (Not checkAuth(): importing the root's module from here splits the entry chunk.)
 */
export async function recheckSession(): Promise<void> {
  if (!authStore.getState().isAuthenticated) return;
  await apiCall('auth.checkAuth', {}, { noCache: true }).catch(() => undefined);
}

import type { EndpointReply, User } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

type VerifyReply = EndpointReply<'auth.verifyEmail'>;

const verifications = new Map<string, Promise<VerifyReply>>();

/**
 * Verifies the address a link was sent to, once per token and page load: React's StrictMode
 * runs an effect twice, and a second call would find the token already spent. A failed call is
 * forgotten, so that opening the link again tries again.
 */
export function verifyEmail(token: string): Promise<VerifyReply> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = apiCall('auth.verifyEmail', { body: { token } });
    pending.catch(() => verifications.delete(token));
    verifications.set(token, pending);
  }
  return pending;
}

/**
 * The verified account replaces the signed-in one when it is the same account (its state shows
 * at once); a link opened while signed in as someone else changes nothing here.
 */
export function keepVerifiedUser(user: User) {
  if (authStore.getState().user?.id === user.id) authStore.signIn(user, null);
}

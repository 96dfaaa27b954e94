import { SIGNED_IN_COOKIE } from '@attire/contract';
import { ApiError, apiCall } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export function fetchCurrentUser() {
  return apiCall('auth.checkAuth', {}, { noCache: true });
}

/**
 * Runs on every app load: asks the server who the stored token (or cookie) belongs to, when
 * there is one. A refused token is forgotten; an unreachable server leaves the visitor signed
 * out but keeps the token.
 */
export async function checkAuth(): Promise<void> {
  // Neither a stored token nor the cookie a sign-in sets (and a refusal clears): nobody has
  // signed in on this browser. Asking would cost a 401, a round trip before the sign-in page
  // shows, and an error in the console.
  if (!authStore.getState().token && !document.cookie.includes(SIGNED_IN_COOKIE)) {
    return authStore.finishLoading();
  }
  try {
    const { user } = await fetchCurrentUser();
    authStore.signIn(user, authStore.getState().token);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      authStore.signOut();
    } else {
      authStore.finishLoading();
    }
  }
}

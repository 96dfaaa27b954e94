import { ApiError, apiCall } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export function fetchCurrentUser() {
  return apiCall('auth.checkAuth', {}, { noCache: true });
}

/**
 * Runs on every app load: asks the server who the stored token (or cookie) belongs to. A refused
 * token is forgotten; an unreachable server leaves the visitor signed out but keeps the token.
 */
export async function checkAuth(): Promise<void> {
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

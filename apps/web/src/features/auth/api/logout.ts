import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { toast } from '@/lib/toast';

export function logout() {
  return apiCall('auth.logout');
}

/**
 * Logs out on the server (so the token and cookie stop working) and always clears the client:
 * account, token and all local storage. Used by the shop's and the admin's Logout.
 */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch {
      // The client is cleared regardless: a server that cannot be reached must not trap anyone.
    }
    authStore.signOut({ loggedOut: true });
    navigate('/auth/login', { replace: true });
    toast({ title: AUTH_MESSAGES.loggedOut });
  };
}

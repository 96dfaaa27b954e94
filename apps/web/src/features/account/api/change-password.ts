import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { toast } from '@/lib/toast';

export function changePassword(input: ChangePasswordInput) {
  return apiCall('auth.changePassword', { body: input });
}

/**
 * Changes the password with the current one. The server ends every other session and answers
 * with this one's new token (and cookie): it replaces the stored token, so this browser stays
 * signed in.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message, token }) => {
      const { user } = authStore.getState();
      if (user) authStore.signIn(user, token);
      toast({ title: message });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_UI_MESSAGES, type UpdateProfileInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { toast } from '@/lib/toast';

export function updateProfile(input: UpdateProfileInput) {
  return apiCall('auth.updateProfile', { body: input });
}

/** Renames the account; the header and every page show the new name at once. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user, message }) => {
      authStore.signIn(user, null);
      toast({ title: message || ACCOUNT_UI_MESSAGES.profileUpdated });
    },
  });
}

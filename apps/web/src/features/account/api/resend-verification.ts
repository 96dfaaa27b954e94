import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export function resendVerification() {
  return apiCall('auth.resendVerification', { body: {} });
}

/** Sends a new verification link to the signed-in account's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => toast({ title: message }),
  });
}

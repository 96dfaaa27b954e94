import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CapturePaymentInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function capturePayment(input: CapturePaymentInput) {
  return apiCall('shopOrders.capture', { body: input });
}

/** The return page shows a failure itself, so the cache does not toast it. */
export function useCapturePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: capturePayment,
    meta: { silent: true },
    onSuccess: () => {
      // A captured order empties the cart and joins the order history, and its products may
      // now be reviewed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.carts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews });
    },
  });
}

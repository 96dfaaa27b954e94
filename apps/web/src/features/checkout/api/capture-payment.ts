import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CapturePaymentInput, Order } from '@attire/contract';
import { api } from '@/lib/api-client';

export function capturePayment(input: CapturePaymentInput) {
  return api<{ message: string; order: Order }>('/shop/order/capture', {
    method: 'POST',
    body: input,
  });
}

/** The return page shows a failure itself, so the cache does not toast it. */
export function useCapturePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: capturePayment,
    meta: { silent: true },
    onSuccess: () => {
      // A captured order empties the cart and joins the order history.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Ends the shopper's order that was never paid: they pressed Cancel on PayPal's page. */
export function cancelOrder(id: string) {
  return apiCall('shopOrders.cancel', { params: { id } });
}

/**
 * Silent: the checkout has told the shopper already, and an order this could not end expires
 * on its own. The order history then shows it as not paid.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReturnInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function requestReturn({ orderId, body }: { orderId: string; body: CreateReturnInput }) {
  return apiCall('shopOrders.requestReturn', { params: { id: orderId }, body });
}

/**
 * Asks to return lines of a delivered order. Silent: the dialog shows a refusal (the window
 * has closed, more than is left). The order, in the list and in its details, then shows the
 * new return.
 */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput } from '@attire/contract';
import { ApiError, apiCall } from '@/lib/api-client';
import { quotesQueryKey } from './fetch-quote';

export function createOrder(input: CreateOrderInput) {
  return apiCall('shopOrders.create', { body: input });
}

/**
 * The PayPal button shows a failure itself (a refused code belongs at the code's field), so the
 * cache does not toast it. A 409 means the server's money moved on since the quote (a price, the
 * code's last use): the quotes are asked for again, so the shopper sees what would be charged.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    meta: { silent: true },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: quotesQueryKey });
    },
  });
}

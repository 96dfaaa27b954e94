import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { adminOrderDetailsQueryOptions } from './fetch-admin-order-details';
import { adminOrdersQueryOptions } from './fetch-admin-orders';

export function refundOrder({ id, body }: { id: string; body: RefundInput }) {
  return apiCall('adminOrders.refund', { params: { id }, body });
}

/**
 * Refunds lines or an amount of an order. Silent: the refund dialog shows a refusal (more
 * than is left, PayPal declined) beside the form, where the admin can correct it. The reply
 * carries the updated order, which the dialog and the table show at once; a refund PayPal
 * has not confirmed yet is a success too, shown pending, with the server's message.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    meta: { silent: true },
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminOrderDetailsQueryOptions(order.id).queryKey, order);
      queryClient.setQueryData(adminOrdersQueryOptions().queryKey, (orders) =>
        orders?.map((item) => (item.id === order.id ? order : item)),
      );
    },
    // A refusal may still have changed the order: PayPal declining a refund leaves it listed
    // as failed. Read it again rather than show it as it was.
    onError: (_error, { id }) =>
      queryClient.invalidateQueries({ queryKey: adminOrderDetailsQueryOptions(id).queryKey }),
  });
}

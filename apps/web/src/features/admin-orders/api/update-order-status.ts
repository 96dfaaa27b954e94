import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { adminOrderDetailsQueryOptions } from './fetch-admin-order-details';
import { adminOrdersQueryOptions } from './fetch-admin-orders';

export type OrderStatusChange = { id: string } & EndpointInput<'adminOrders.updateStatus'>['body'];

export function updateOrderStatus({ id, ...body }: OrderStatusChange) {
  return apiCall('adminOrders.updateStatus', { params: { id }, body });
}

/** The reply carries the updated order: the dialog and the table show it at once. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminOrderDetailsQueryOptions(order.id).queryKey, order);
      queryClient.setQueryData(adminOrdersQueryOptions().queryKey, (orders) =>
        orders?.map((item) => (item.id === order.id ? order : item)),
      );
    },
  });
}

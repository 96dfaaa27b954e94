import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function fetchOrderDetails(id: string, signal?: AbortSignal): Promise<Order> {
  const { order } = await apiCall('shopOrders.details', { params: { id } }, { signal });
  return order;
}

export function orderDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.orders, 'details', id],
    queryFn: ({ signal }) => fetchOrderDetails(id, signal),
  });
}

export function useOrderDetails(id: string) {
  return useQuery(orderDetailsQueryOptions(id));
}

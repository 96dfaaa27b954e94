import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@attire/contract';
import { api } from '@/lib/api-client';

export async function fetchOrderDetails(id: string, signal?: AbortSignal): Promise<Order> {
  const { order } = await api<{ order: Order }>(`/shop/order/details/${id}`, { signal });
  return order;
}

export function orderDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['orders', 'details', id],
    queryFn: ({ signal }) => fetchOrderDetails(id, signal),
  });
}

export function useOrderDetails(id: string) {
  return useQuery(orderDetailsQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useCurrentUser } from '@/lib/auth-store';

export async function fetchOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  const { orders } = await apiCall('shopOrders.list', { params: { userId } }, { signal });
  return orders;
}

export function ordersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...queryKeys.orders, 'list', userId],
    queryFn: ({ signal }) => fetchOrders(userId, signal),
  });
}

/** The shopper's own orders, newest first. */
export function useOrders() {
  const user = useCurrentUser();
  return useQuery(ordersQueryOptions(user.id));
}

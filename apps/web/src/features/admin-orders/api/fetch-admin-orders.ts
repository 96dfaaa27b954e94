import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type AdminOrder } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

/** Every shopper's orders, newest first: the API pages them, so pages are read until done. */
export async function fetchAdminOrders(signal?: AbortSignal): Promise<AdminOrder[]> {
  const orders: AdminOrder[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await apiCall(
      'adminOrders.list',
      { query: { page, limit: LIMITS.pageSizeMax } },
      { signal },
    );
    orders.push(...reply.orders);
    if (reply.orders.length === 0 || orders.length >= reply.total) return orders;
  }
}

export function adminOrdersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'orders'],
    queryFn: ({ signal }) => fetchAdminOrders(signal),
  });
}

export function useAdminOrders() {
  return useQuery(adminOrdersQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

export async function fetchAdminOrderDetails(
  id: string,
  signal?: AbortSignal,
): Promise<AdminOrder> {
  const { order } = await apiCall('adminOrders.details', { params: { id } }, { signal });
  return order;
}

export function adminOrderDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'details', id],
    queryFn: ({ signal }) => fetchAdminOrderDetails(id, signal),
  });
}

export function useAdminOrderDetails(id: string) {
  return useQuery(adminOrderDetailsQueryOptions(id));
}

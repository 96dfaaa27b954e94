import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type AdminReturn, type ReturnStatus } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

/**
 * The shoppers' returns, optionally of one status. The API pages them; as the orders list
 * does, pages are read until done.
 */
export async function fetchAdminReturns(
  status: ReturnStatus | undefined,
  signal?: AbortSignal,
): Promise<AdminReturn[]> {
  const returns: AdminReturn[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await apiCall(
      'adminReturns.list',
      { query: { page, limit: LIMITS.pageSizeMax, status } },
      { signal },
    );
    returns.push(...reply.returns);
    if (reply.returns.length === 0 || returns.length >= reply.total) return returns;
  }
}

/** Every list of returns, whatever its filter: an update refreshes them all. */
export const ADMIN_RETURNS_KEY = ['admin', 'returns'] as const;

export function adminReturnsQueryOptions(status: ReturnStatus | undefined) {
  return queryOptions({
    queryKey: [...ADMIN_RETURNS_KEY, status ?? 'all'],
    queryFn: ({ signal }) => fetchAdminReturns(status, signal),
  });
}

export function useAdminReturns(status: ReturnStatus | undefined) {
  return useQuery(adminReturnsQueryOptions(status));
}

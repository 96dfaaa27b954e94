import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Promotion } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

/**
 * Every promotion code, newest first, with its uses. The API pages them; as the products and
 * returns lists do, pages of the largest size are read until done.
 */
export async function fetchPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  const promotions: Promotion[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await apiCall(
      'adminPromotions.list',
      { query: { page, limit: LIMITS.pageSizeMax } },
      { signal },
    );
    promotions.push(...reply.promotions);
    if (reply.promotions.length === 0 || promotions.length >= reply.total) return promotions;
  }
}

export function promotionsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'promotions'],
    queryFn: ({ signal }) => fetchPromotions(signal),
    // Uses change as shoppers pay: show the count as it is when the page opens.
    staleTime: 0,
  });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}

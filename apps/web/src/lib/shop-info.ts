import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '@attire/contract';
import { apiCall } from './api-client';

// Here, not in a feature: the footer and its pages (store-info) and the return form (orders)
// both say how to reach the shop and where returns go.

export async function fetchShopInfo(signal?: AbortSignal): Promise<ShopInfo> {
  const { shop } = await apiCall('shopInfo.read', {}, { signal });
  return shop;
}

export function shopInfoQueryOptions() {
  return queryOptions({
    queryKey: ['shop-info'],
    queryFn: ({ signal }) => fetchShopInfo(signal),
    // The merchant changes these rarely: one read serves the footer and every page a while.
    staleTime: 10 * 60_000,
    // Each place that shows them says so itself (a page with Retry; the footer shows its links).
    meta: { silent: true },
  });
}

/** `enabled: false` waits (the footer asks once it nears the screen). */
export function useShopInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shopInfoQueryOptions(), enabled });
}

/** A phone number as a tel: link dials it: its digits and a leading +. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSettingsView } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

export async function fetchStoreSettings(signal?: AbortSignal): Promise<StoreSettingsView> {
  const { store } = await apiCall('adminSettings.store', {}, { signal });
  return store;
}

export function storeSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'settings', 'store'],
    queryFn: ({ signal }) => fetchStoreSettings(signal),
    // The page says so itself, with a way to try again.
    meta: { silent: true },
  });
}

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingSettingsView } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

export async function fetchShippingSettings(signal?: AbortSignal): Promise<ShippingSettingsView> {
  const { shipping } = await apiCall('adminSettings.shipping', {}, { signal });
  return shipping;
}

export function shippingSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'settings', 'shipping'],
    queryFn: ({ signal }) => fetchShippingSettings(signal),
    // The page says so itself, with a way to try again.
    meta: { silent: true },
  });
}

export function useShippingSettings() {
  return useQuery(shippingSettingsQueryOptions());
}

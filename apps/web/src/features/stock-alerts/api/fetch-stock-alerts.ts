import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockAlert } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';

export async function fetchStockAlerts(signal?: AbortSignal): Promise<StockAlert[]> {
  const { alerts } = await apiCall('stockAlerts.list', {}, { signal });
  return alerts;
}

/**
 * The shopper's alerts, newest first. Silent: the account's list says in its own words that it
 * could not load, and "Notify me" works without it (asking twice is one alert).
 */
export function stockAlertsQueryOptions() {
  return queryOptions({
    queryKey: ['stock-alerts'],
    queryFn: ({ signal }) => fetchStockAlerts(signal),
    meta: { silent: true },
  });
}

/** Only a shopper has alerts: they are never asked for without one signed in. */
export function useStockAlerts() {
  const shopper = useAuth().user?.role === 'user';
  return useQuery({ ...stockAlertsQueryOptions(), enabled: shopper });
}

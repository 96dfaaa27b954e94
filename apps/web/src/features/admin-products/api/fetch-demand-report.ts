import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { adminProductsQueryOptions } from './fetch-admin-products';

/** What shoppers want: the most wished products and the most awaited sold-out variants. */
export async function fetchDemandReport(signal?: AbortSignal) {
  const { wished, awaited } = await apiCall('adminDemand.report', {}, { signal });
  return { wished, awaited };
}

export function demandReportQueryOptions() {
  return queryOptions({
    // Under the catalogue's key: a restock from the Products page refreshes it too.
    queryKey: [...adminProductsQueryOptions().queryKey, 'demand'],
    queryFn: ({ signal }) => fetchDemandReport(signal),
    // The page says in its own words that it could not load, with Retry.
    meta: { silent: true },
  });
}

export function useDemandReport() {
  return useQuery(demandReportQueryOptions());
}

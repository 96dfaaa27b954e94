import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStockAlertInput, StockAlert } from '@attire/contract';
import { ApiError, apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { stockAlertsQueryOptions } from './fetch-stock-alerts';

/** Asks to be told when a sold-out variant is back; asking again answers the same alert. */
export async function addStockAlert(input: CreateStockAlertInput): Promise<StockAlert> {
  const { alert } = await apiCall('stockAlerts.add', { body: input });
  return alert;
}

export function useAddStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStockAlert,
    onSuccess: async (alert) => {
      const { queryKey } = stockAlertsQueryOptions();
      // A list still on its way may predate the alert: it is asked for again instead.
      await queryClient.cancelQueries({ queryKey });
      const alerts = queryClient.getQueryData(queryKey);
      if (!alerts) return queryClient.invalidateQueries({ queryKey });
      queryClient.setQueryData(queryKey, [
        alert,
        ...alerts.filter((other) => other.id !== alert.id),
      ]);
    },
    onError: (error, input) => {
      // Refused as in stock (its toast says so): the page's stock is out of date.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({
          queryKey: queryKeys.productDetails(input.productId),
        });
      }
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { stockAlertsQueryOptions } from './fetch-stock-alerts';

/** Ends an alert; resolves with the server's confirmation. */
export async function endStockAlert(id: string): Promise<string> {
  const { message } = await apiCall('stockAlerts.delete', { params: { id } });
  return message;
}

export function useEndStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endStockAlert,
    onSuccess: (message, id) => {
      queryClient.setQueryData(
        stockAlertsQueryOptions().queryKey,
        (alerts) => alerts && alerts.filter((alert) => alert.id !== id),
      );
      toast({ title: message });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { promotionsQueryOptions } from './fetch-promotions';

/**
 * Ends a promotion: the server deletes one never used and keeps one used, inactive and ended
 * (`promotion` in the reply), so that its orders keep their code.
 */
export function endPromotion(id: string) {
  return apiCall('adminPromotions.end', { params: { id } });
}

/** Silent: the confirmation dialog shows a refusal itself. */
export function useEndPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endPromotion,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryOptions().queryKey }),
  });
}

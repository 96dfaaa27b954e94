import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Promotion } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import type { PromotionBody } from './add-promotion';
import { promotionsQueryOptions } from './fetch-promotions';

export async function editPromotion({
  id,
  body,
}: {
  id: string;
  body: PromotionBody;
}): Promise<Promotion> {
  const { promotion } = await apiCall('adminPromotions.edit', { params: { id }, body });
  return promotion;
}

/** Silent: the promotion dialog shows a refusal (a code taken) beside its fields. */
export function useEditPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPromotion,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryOptions().queryKey }),
  });
}

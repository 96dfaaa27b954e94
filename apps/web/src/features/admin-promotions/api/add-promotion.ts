import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, Promotion } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { promotionsQueryOptions } from './fetch-promotions';

export type PromotionBody = EndpointInput<'adminPromotions.add'>['body'];

export async function addPromotion(body: PromotionBody): Promise<Promotion> {
  const { promotion } = await apiCall('adminPromotions.add', { body });
  return promotion;
}

/** Silent: the promotion dialog shows a refusal (a code taken) beside its fields. */
export function useAddPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPromotion,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryOptions().queryKey }),
  });
}

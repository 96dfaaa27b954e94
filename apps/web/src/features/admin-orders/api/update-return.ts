import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateReturnInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { adminOrdersQueryOptions } from './fetch-admin-orders';
import { ADMIN_RETURNS_KEY } from './fetch-admin-returns';

export function updateReturn({ id, body }: { id: string; body: UpdateReturnInput }) {
  return apiCall('adminReturns.update', { params: { id }, body });
}

/**
 * Approves, rejects or refunds a return. Silent: the action's dialog shows a refusal. Every
 * list of returns is refreshed (the return may leave a filtered one), and so are the orders: a
 * refund changes its order's refunds, payment status and timeline.
 */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturn,
    meta: { silent: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_RETURNS_KEY }),
        // The orders list and every order's details live under this key.
        queryClient.invalidateQueries({ queryKey: adminOrdersQueryOptions().queryKey }),
      ]);
    },
  });
}

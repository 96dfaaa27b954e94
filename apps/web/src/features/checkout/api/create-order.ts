import { useMutation } from '@tanstack/react-query';
import type { CreateOrderInput } from '@attire/contract';
import { api } from '@/lib/api-client';

export function createOrder(input: CreateOrderInput) {
  return api<{ approvalURL: string; orderId: string }>('/shop/order', {
    method: 'POST',
    body: input,
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

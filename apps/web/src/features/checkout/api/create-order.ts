import { useMutation } from '@tanstack/react-query';
import type { CreateOrderInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

export function createOrder(input: CreateOrderInput) {
  return apiCall('shopOrders.create', { body: input });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

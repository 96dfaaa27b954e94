import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { addressesQueryOptions } from './fetch-addresses';

export function deleteAddress(input: { userId: string; addressId: string }) {
  return apiCall('addresses.delete', { params: input });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_reply, input) =>
      queryClient.invalidateQueries({ queryKey: addressesQueryOptions(input.userId).queryKey }),
  });
}

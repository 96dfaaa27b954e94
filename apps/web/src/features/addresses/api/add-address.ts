import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, EndpointInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { addressesQueryOptions } from './fetch-addresses';

export async function addAddress(input: EndpointInput<'addresses.add'>['body']): Promise<Address> {
  const { address } = await apiCall('addresses.add', { body: input });
  return address;
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: (address) =>
      queryClient.invalidateQueries({ queryKey: addressesQueryOptions(address.userId).queryKey }),
  });
}

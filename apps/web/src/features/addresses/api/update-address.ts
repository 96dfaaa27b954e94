import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { addressesQueryOptions } from './fetch-addresses';

export async function updateAddress(input: {
  userId: string;
  addressId: string;
  fields: AddressInput;
}): Promise<Address> {
  const { userId, addressId, fields } = input;
  const { address } = await apiCall('addresses.update', {
    params: { userId, addressId },
    body: fields,
  });
  return address;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (address) =>
      queryClient.invalidateQueries({ queryKey: addressesQueryOptions(address.userId).queryKey }),
  });
}

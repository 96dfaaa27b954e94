import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '@attire/contract';
import { api } from '@/lib/api-client';
import { addressesQueryOptions } from './fetch-addresses';

export async function addAddress(input: AddressInput & { userId: string }): Promise<Address> {
  const { address } = await api<{ address: Address }>('/shop/address', {
    method: 'POST',
    body: input,
  });
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

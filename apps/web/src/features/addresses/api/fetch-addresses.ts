import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@attire/contract';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';

export async function fetchAddresses(userId: string, signal?: AbortSignal): Promise<Address[]> {
  const { addressList } = await api<{ addressList: Address[] }>(`/shop/address/${userId}`, {
    signal,
  });
  return addressList;
}

export function addressesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['addresses', userId],
    queryFn: ({ signal }) => fetchAddresses(userId, signal),
  });
}

export function useAddresses() {
  const user = useCurrentUser();
  return useQuery(addressesQueryOptions(user.id));
}

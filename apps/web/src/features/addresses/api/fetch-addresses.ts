import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';

export async function fetchAddresses(userId: string, signal?: AbortSignal): Promise<Address[]> {
  const { addressList } = await apiCall('addresses.list', { params: { userId } }, { signal });
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreSettings, StoreSettingsView } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { storeSettingsQueryOptions } from './fetch-store-settings';

export async function updateStoreSettings(body: StoreSettings): Promise<StoreSettingsView> {
  const { store } = await apiCall('adminSettings.updateStore', { body });
  return store;
}

export function useUpdateStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoreSettings,
    // The reply is the saved settings: no second request to read them again.
    onSuccess: (store) => queryClient.setQueryData(storeSettingsQueryOptions().queryKey, store),
  });
}

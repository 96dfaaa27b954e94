import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings, ShippingSettingsView } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { shippingSettingsQueryOptions } from './fetch-shipping-settings';

export async function updateShippingSettings(
  body: ShippingSettings,
): Promise<ShippingSettingsView> {
  const { shipping } = await apiCall('adminSettings.updateShipping', { body });
  return shipping;
}

export function useUpdateShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShippingSettings,
    // The reply is the saved settings: no second request to read them again.
    onSuccess: (shipping) =>
      queryClient.setQueryData(shippingSettingsQueryOptions().queryKey, shipping),
  });
}

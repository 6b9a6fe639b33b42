import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_ENDPOINTS, type ShopSettings } from '@app/shared/orders';
import { adminApi } from '../../../lib/api-client';

export const shopSettingsKey = ['admin', 'tienda', 'ajustes'] as const;

export async function fetchShopSettings(): Promise<ShopSettings> {
  return (await adminApi.get<ShopSettings>(ORDER_ENDPOINTS.adminAjustes)).data;
}

export function useShopSettings() {
  return useQuery({ queryKey: shopSettingsKey, queryFn: fetchShopSettings, staleTime: 0 });
}

/** PUT answers the settings as stored, which the cache takes as they are. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ShopSettings) => (await adminApi.put<ShopSettings>(ORDER_ENDPOINTS.adminAjustes, settings)).data,
    onSuccess: (saved) => queryClient.setQueryData(shopSettingsKey, saved),
  });
}

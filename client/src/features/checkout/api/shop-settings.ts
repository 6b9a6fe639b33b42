import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_ENDPOINTS, type PublicShopSettings } from '@app/shared/orders';
import { publicGet } from '../../../lib/public-get';

/** GET /api/tienda/ajustes: the seller's identity, pickup, methods and limits the checkout and /terminos show. */
export async function fetchShopSettings(): Promise<PublicShopSettings> {
  return (await publicGet(ORDER_ENDPOINTS.ajustesPublicos)) as PublicShopSettings;
}

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['tienda', 'ajustes'],
    queryFn: fetchShopSettings,
    // the team changes them rarely; a checkout open for minutes need not ask again
    staleTime: 5 * 60_000,
  });

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}

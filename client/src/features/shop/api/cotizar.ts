import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderQuote } from '@app/shared/orders';
import { ORDER_ENDPOINTS } from '@app/shared/shop-public';
import { userApi } from '../../../lib/api-client';
import type { CartItem } from '../../../lib/cart';

/** POST /api/pedidos/cotizar: the server's current prices, stock and problems for the cart's lines. */
export async function quoteCart(items: readonly CartItem[]): Promise<OrderQuote> {
  const { data } = await userApi.post<OrderQuote>(ORDER_ENDPOINTS.cotizar, { items });
  return data;
}

export const cartQuoteKey = (items: readonly CartItem[]) => ['shop', 'cotizacion', items.map((i) => `${i.productoId}x${i.cantidad}`).join(',')];

export function useCartQuote(items: readonly CartItem[]) {
  return useQuery({
    queryKey: cartQuoteKey(items),
    queryFn: () => quoteCart(items),
    enabled: items.length > 0,
    // Prices and stock change: asked again on every visit, never older than a few seconds.
    staleTime: 5_000,
    // A quantity change keeps the lines on screen while the new quote comes.
    placeholderData: keepPreviousData,
  });
}

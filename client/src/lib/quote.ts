import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { OrderConflictBody, OrderQuote, QuoteInput } from '@app/shared/orders';
// The endpoints from the zod-free module: the cart page's chunk must not load zod.
import { ORDER_ENDPOINTS } from '@app/shared/shop-public';
import { userApi } from './api-client';

/**
 * The server's price of a cart (`POST /api/pedidos/cotizar`): current prices, stock and each
 * line's problem, the shipping once a delivery is known, the payment methods. The cart page asks
 * with the lines only, the checkout with the delivery chosen; both read it through `useQuote`.
 */
export async function fetchQuote(input: QuoteInput): Promise<OrderQuote> {
  try {
    const { data } = await userApi.post<OrderQuote>(ORDER_ENDPOINTS.cotizar, input);
    return data;
  } catch (error) {
    // A cart above the maximum per order is a 409 that carries its quote (`problemaTotal`): the
    // cart is shown with the reason, so the buyer can lower a quantity there.
    const conflict =
      isAxiosError<Partial<OrderConflictBody>>(error) && error.response?.status === 409 ? error.response.data.cotizacion : undefined;
    if (conflict) return conflict;
    throw error;
  }
}

/** One entry per cart and delivery (a 409's new quote is written under the key of what the buyer chose). */
export const quoteKey = (input: QuoteInput) => ['tienda', 'cotizacion', input] as const;

export function useQuote(input: QuoteInput) {
  return useQuery({
    queryKey: quoteKey(input),
    queryFn: () => fetchQuote(input),
    enabled: input.items.length + (input.retos?.length ?? 0) > 0,
    // A changed quantity or municipality keeps the last quote on screen (marked as updating).
    placeholderData: keepPreviousData,
    // Prices and stock move under the buyer: never older than a few seconds.
    staleTime: 5_000,
  });
}

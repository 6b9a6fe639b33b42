import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_ENDPOINTS, type OrderQuote, type QuoteInput } from '@app/shared/orders';
import { userApi } from '../../../lib/api-client';

/** POST /api/pedidos/cotizar: the server's price of the cart (lines, shipping for the delivery, payment methods). */
export async function fetchQuote(input: QuoteInput): Promise<OrderQuote> {
  const { data } = await userApi.post<OrderQuote>(ORDER_ENDPOINTS.cotizar, input);
  return data;
}

/** One entry per cart and delivery: a 409's new quote is written under the key of what the buyer has chosen. */
export const quoteKey = (input: QuoteInput) => ['tienda', 'cotizacion', input] as const;

export const quoteQueryOptions = (input: QuoteInput) =>
  queryOptions({
    queryKey: quoteKey(input),
    queryFn: () => fetchQuote(input),
    // a changed municipality keeps the last quote on screen (marked as updating) until the new one arrives
    placeholderData: keepPreviousData,
    // prices and stock move under the buyer: ask again when they come back to the tab
    staleTime: 30_000,
    retry: 1,
  });

export function useQuote(input: QuoteInput) {
  return useQuery(quoteQueryOptions(input));
}

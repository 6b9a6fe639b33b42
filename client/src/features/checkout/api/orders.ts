import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_ENDPOINTS, type OrderCreated, type OrderPayload, type OrderTracking } from '@app/shared/orders';
import { userApi } from '../../../lib/api-client';
import { publicGet } from '../../../lib/public-get';

/** POST /api/pedidos: 201 `OrderCreated`; 409 `OrderConflictBody` (the new quote); 400 with field errors. */
export async function createOrder(payload: OrderPayload): Promise<OrderCreated> {
  const { data } = await userApi.post<OrderCreated>(ORDER_ENDPOINTS.pedidos, payload);
  return data;
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

/** GET /api/pedidos/seguimiento/:token ("Mi pedido"); 404 for an unknown token. */
export async function fetchOrderTracking(token: string): Promise<OrderTracking> {
  return (await publicGet(ORDER_ENDPOINTS.seguimiento(token))) as OrderTracking;
}

export const orderTrackingKey = (token: string) => ['tienda', 'pedido', token] as const;

export const orderTrackingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orderTrackingKey(token),
    queryFn: () => fetchOrderTracking(token),
    // the team confirms the payment and ships while the buyer keeps the page open: a return to the tab shows it
    staleTime: 30_000,
    retry: false,
  });

export function useOrderTracking(token: string) {
  return useQuery(orderTrackingQueryOptions(token));
}

/** POST /api/pedidos/seguimiento/:token/cancelar: 200 with the order as it is now; 409 once it cannot be cancelled. */
export async function cancelOrder(token: string): Promise<OrderTracking> {
  const { data } = await userApi.post<OrderTracking>(ORDER_ENDPOINTS.cancelar(token), {});
  return data;
}

export function useCancelOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(token),
    onSuccess: (pedido) => queryClient.setQueryData(orderTrackingKey(token), pedido),
    // refused: the team confirmed the payment or the order expired meanwhile; the page shows what happened
    onError: () => queryClient.invalidateQueries({ queryKey: orderTrackingKey(token) }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORDER_ENDPOINTS,
  type OnlinePaymentResult,
  type OrderCreated,
  type OrderPayload,
  type OrderTracking,
  type PaymentChanged,
  type PaymentMethod,
} from '@app/shared/orders';
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

/**
 * POST /api/pedidos/seguimiento/:token/confirmar: an unpaid cash-on-delivery order keeps its units
 * instead of expiring. 200 with the order as it is now (again 200 once confirmed); 409 once it
 * cannot be confirmed.
 */
export async function confirmOrder(token: string): Promise<OrderTracking> {
  const { data } = await userApi.post<OrderTracking>(ORDER_ENDPOINTS.confirmar(token), {});
  return data;
}

export function useConfirmOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmOrder(token),
    onSuccess: (pedido) => queryClient.setQueryData(orderTrackingKey(token), pedido),
    // refused: the order expired, was cancelled or changed method meanwhile; the page shows what happened
    onError: () => queryClient.invalidateQueries({ queryKey: orderTrackingKey(token) }),
  });
}

/**
 * GET …/resultado?id=: what Wompi says of the transaction its redirect named (the server asks
 * Wompi itself). While the bank has not answered, the page asks again on its own.
 */
export async function fetchPaymentResult(token: string, id: string): Promise<OnlinePaymentResult> {
  const { data } = await userApi.get<OnlinePaymentResult>(ORDER_ENDPOINTS.resultado(token), { params: { id } });
  return data;
}

/** How often the result page asks again while the payment is pending. */
export const PENDING_REFRESH_MS = 5_000;

export function usePaymentResult(token: string, id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['tienda', 'pedido', token, 'resultado', id] as const,
    queryFn: async () => {
      const result = await fetchPaymentResult(token, id);
      queryClient.setQueryData(orderTrackingKey(token), result.pedido);
      return result;
    },
    enabled: id !== '',
    retry: false,
    refetchInterval: (query) => (query.state.data?.estado === 'PENDING' ? PENDING_REFRESH_MS : false),
  });
}

/** POST …/pago: pay an unpaid online order again (the answer carries the new checkout) or switch it to another method. */
export async function changePayment(token: string, metodoPago: PaymentMethod): Promise<PaymentChanged> {
  const { data } = await userApi.post<PaymentChanged>(ORDER_ENDPOINTS.pago(token), { metodoPago });
  return data;
}

export function useChangePayment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (metodoPago: PaymentMethod) => changePayment(token, metodoPago),
    onSuccess: (changed) => queryClient.setQueryData(orderTrackingKey(token), changed.pedido),
    onError: () => queryClient.invalidateQueries({ queryKey: orderTrackingKey(token) }),
  });
}

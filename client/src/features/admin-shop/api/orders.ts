import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nextCursorFromLink } from '@app/shared/agenda-page';
import {
  ORDER_ENDPOINTS,
  type AdminOrder,
  type AdminOrderSummary,
  type OrderMoveInput,
  type OrderState,
  type PaymentMethod,
} from '@app/shared/orders';
import { adminApi, responseHeader } from '../../../lib/api-client';
import { downloadBlob, fileNameFromDisposition } from '../../../lib/download-file';

export const ordersKey = ['admin', 'pedidos'] as const;
export const orderKey = (id: number) => [...ordersKey, 'detalle', id] as const;

export const ORDERS_PAGE_SIZE = 20;

/** The list's filters as the screen holds them ('' = any). */
export interface OrderFilter {
  q: string;
  estado: OrderState | '';
  metodoPago: PaymentMethod | '';
  desde: string;
  hasta: string;
}

/** The query string of the list and of its CSV: only what is set. */
export function orderParams(f: OrderFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (f.q.trim()) params.q = f.q.trim();
  if (f.estado) params.estado = f.estado;
  if (f.metodoPago) params.metodoPago = f.metodoPago;
  if (f.desde) params.desde = f.desde;
  if (f.hasta) params.hasta = f.hasta;
  return params;
}

export interface OrdersPage {
  rows: AdminOrderSummary[];
  total: number;
  nextCursor: string | null;
}

/** One page, newest first (keyset: the next page's cursor comes in the Link header, the total in X-Total-Count). */
export async function fetchOrdersPage(filter: OrderFilter, cursor: string | null): Promise<OrdersPage> {
  const res = await adminApi.get<AdminOrderSummary[]>(ORDER_ENDPOINTS.adminPedidos, {
    params: { ...orderParams(filter), limit: ORDERS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  });
  const rows = Array.isArray(res.data) ? res.data : [];
  const total = Number(responseHeader(res, 'x-total-count'));
  return {
    rows,
    total: Number.isFinite(total) && total >= rows.length ? total : rows.length,
    nextCursor: nextCursorFromLink(responseHeader(res, 'link')),
  };
}

/** The orders a page at a time ("Cargar más"): the pages loaded so far stay. */
export function useOrders(filter: OrderFilter) {
  return useInfiniteQuery({
    queryKey: [...ordersKey, 'lista', orderParams(filter)],
    queryFn: ({ pageParam }) => fetchOrdersPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export async function fetchOrder(id: number): Promise<AdminOrder> {
  return (await adminApi.get<AdminOrder>(ORDER_ENDPOINTS.adminPedido(id))).data;
}

export function useOrder(id: number) {
  return useQuery({ queryKey: orderKey(id), queryFn: () => fetchOrder(id), staleTime: 0 });
}

/**
 * A state move (forward, or cancel): the answer is the order as it now is. The lists are read
 * again, and the order too after a refusal: a 409 means it changed meanwhile, and the page then
 * shows what it now allows.
 */
export function useMoveOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: OrderMoveInput) => (await adminApi.post<AdminOrder>(ORDER_ENDPOINTS.adminEstado(id), move)).data,
    onSuccess: (order) => queryClient.setQueryData(orderKey(id), order),
    onSettled: (_order, error) =>
      queryClient.invalidateQueries({ queryKey: ordersKey, predicate: (q) => Boolean(error) || q.queryKey[2] !== 'detalle' }),
  });
}

/**
 * "Confirmar pedido": the team confirms an unpaid cash-on-delivery order (by phone, say), which then
 * keeps its units; the answer is the order. A refusal (409) means it changed meanwhile: it is read again.
 */
export function useConfirmOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await adminApi.post<AdminOrder>(ORDER_ENDPOINTS.adminConfirmar(id), {})).data,
    onSuccess: (order) => queryClient.setQueryData(orderKey(id), order),
    onError: () => queryClient.invalidateQueries({ queryKey: orderKey(id) }),
  });
}

/** The CSV with the list's filters, through the admin client (the token is a header; a plain link would be refused). */
export async function downloadOrdersCsv(filter: OrderFilter): Promise<void> {
  const res = await adminApi.get<Blob>(ORDER_ENDPOINTS.adminExport, { params: orderParams(filter), responseType: 'blob' });
  downloadBlob(fileNameFromDisposition(responseHeader(res, 'content-disposition'), 'pedidos.csv'), res.data);
}

/** "Consultar en Wompi": the server asks Wompi about the order's online payments now; the answer is the order. */
export function useReconcileOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await adminApi.post<AdminOrder>(ORDER_ENDPOINTS.adminConsultarWompi(id), {})).data,
    onSuccess: (order) => queryClient.setQueryData(orderKey(id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey, predicate: (q) => q.queryKey[2] !== 'detalle' }),
  });
}

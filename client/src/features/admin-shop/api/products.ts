import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_ENDPOINTS, type AdminProduct, type ProductData } from '@app/shared/shop';
import { adminApi } from '../../../lib/api-client';

export const productsKey = ['admin', 'productos'] as const;
export const productKey = (id: number) => [...productsKey, id] as const;

/** What the image calls answer: the product as it now is. */
export interface ProductAnswer {
  message: string;
  product: AdminProduct;
}

/** Every product not archived, active or not, in the team's order. */
export async function fetchProducts(): Promise<AdminProduct[]> {
  const { data } = await adminApi.get<AdminProduct[]>(SHOP_ENDPOINTS.adminProductos);
  return Array.isArray(data) ? data : [];
}

export async function fetchProduct(id: number): Promise<AdminProduct> {
  return (await adminApi.get<AdminProduct>(SHOP_ENDPOINTS.adminProducto(id))).data;
}

export function useProducts() {
  return useQuery({ queryKey: productsKey, queryFn: fetchProducts, staleTime: 0 });
}

export function useProduct(id: number) {
  return useQuery({ queryKey: productKey(id), queryFn: () => fetchProduct(id), staleTime: 0 });
}

/** The product as an answer gave it, in its own entry and in the list, without another request. */
export function useSetProductInCache() {
  const queryClient = useQueryClient();
  return (product: AdminProduct) => {
    queryClient.setQueryData(productKey(product.id), product);
    queryClient.setQueryData<AdminProduct[]>(productsKey, (old) => old?.map((p) => (p.id === product.id ? product : p)));
  };
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  const setInCache = useSetProductInCache();
  return useMutation({
    mutationFn: async (payload: ProductData) => (await adminApi.post<AdminProduct>(SHOP_ENDPOINTS.adminProductos, payload)).data,
    onSuccess: (product) => {
      setInCache(product);
      return queryClient.invalidateQueries({ queryKey: productsKey, exact: true });
    },
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  const setInCache = useSetProductInCache();
  return useMutation({
    mutationFn: async ({ id, payload }: { id: number; payload: ProductData }) =>
      (await adminApi.put<AdminProduct>(SHOP_ENDPOINTS.adminProducto(id), payload)).data,
    onSuccess: (product) => {
      setInCache(product);
      return queryClient.invalidateQueries({ queryKey: productsKey, exact: true });
    },
  });
}

/** DELETE archives: the product leaves the shop and this list, its row stays for the orders that name it. */
export function useArchiveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await adminApi.delete<{ message: string }>(SHOP_ENDPOINTS.adminProducto(id))).data,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: productKey(id) });
      return queryClient.invalidateQueries({ queryKey: productsKey, exact: true });
    },
  });
}

/** The image calls other than uploads (UploadField sends those): alt text, order, removal. */
export function useImageAction() {
  const setInCache = useSetProductInCache();
  return useMutation({
    mutationFn: async (action: ImageAction): Promise<ProductAnswer> => {
      switch (action.kind) {
        case 'alt':
          return (await adminApi.put<ProductAnswer>(SHOP_ENDPOINTS.adminImagen(action.productId, action.imageId), { alt: action.alt }))
            .data;
        case 'order':
          return (await adminApi.put<ProductAnswer>(SHOP_ENDPOINTS.adminImagenOrden(action.productId), { ids: action.ids })).data;
        case 'remove':
          return (await adminApi.delete<ProductAnswer>(SHOP_ENDPOINTS.adminImagen(action.productId, action.imageId))).data;
      }
    },
    onSuccess: (answer) => setInCache(answer.product),
  });
}

export type ImageAction =
  | { kind: 'alt'; productId: number; imageId: number; alt: string }
  | { kind: 'order'; productId: number; ids: number[] }
  | { kind: 'remove'; productId: number; imageId: number };

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@app/shared/shop';
import { SHOP_ENDPOINTS, type CategoriaSlug, type ProductOrder } from '@app/shared/shop-public';
import { publicGet } from '../../../lib/public-get';

export interface ProductFilter {
  categoria: CategoriaSlug | null;
  orden: ProductOrder;
  q: string;
}

export const ALL_PRODUCTS: ProductFilter = { categoria: null, orden: 'relevancia', q: '' };

/** The query string the API is asked with: only what differs from its defaults. */
export function productParams({ categoria, orden, q }: ProductFilter): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  if (categoria) params.categoria = categoria;
  if (orden !== 'relevancia') params.orden = orden;
  if (q.trim()) params.q = q.trim();
  return Object.keys(params).length ? params : undefined;
}

/** GET /api/productos: the active products, filtered and sorted by the server. */
export async function getProductos(filter: ProductFilter): Promise<ProductSummary[]> {
  const data = await publicGet(SHOP_ENDPOINTS.productos, { params: productParams(filter) });
  return Array.isArray(data) ? (data as ProductSummary[]) : [];
}

export const productosQueryOptions = (filter: ProductFilter) =>
  queryOptions({
    queryKey: ['shop', 'productos', filter.categoria ?? '', filter.orden, filter.q.trim()],
    queryFn: () => getProductos(filter),
  });

export function useProductos(filter: ProductFilter) {
  // The previous list stays on screen while another category or order loads (no flash of a spinner).
  return useQuery({ ...productosQueryOptions(filter), placeholderData: (previous) => previous });
}

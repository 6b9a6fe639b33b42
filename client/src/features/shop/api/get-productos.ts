import { preload } from 'react-dom';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@app/shared/shop';
import { SHOP_ENDPOINTS, type CategoriaSlug, type ProductOrder } from '@app/shared/shop-public';
import { apiBase } from '../../../lib/api-base';
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

/**
 * For the pre-rendered pages that list the catalog (/tienda, /paginas): the whole list is asked
 * for from their head, so its read starts with the page's script instead of after it. Called while
 * rendering the build's HTML (React writes the <link rel="preload">); most visitors arrive without
 * a filter, and the request matches `getProductos(ALL_PRODUCTS)`.
 */
export function preloadCatalog(): void {
  preload(`${apiBase}${SHOP_ENDPOINTS.productos}`, { as: 'fetch', crossOrigin: 'anonymous' });
}

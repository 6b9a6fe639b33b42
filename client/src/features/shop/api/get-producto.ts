import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@app/shared/shop';
import { SHOP_ENDPOINTS } from '@app/shared/shop-public';
import { PublicRequestError, publicGet } from '../../../lib/public-get';

/**
 * GET /api/productos/:slug. A former slug answers 301 to the current one, which fetch follows:
 * the product then carries a `slug` other than the one asked, and the page moves to its address.
 */
export async function getProducto(slug: string): Promise<ProductDetail> {
  return (await publicGet(SHOP_ENDPOINTS.producto(slug))) as ProductDetail;
}

export const isNotFound = (error: unknown) => error instanceof PublicRequestError && error.status === 404;

export const productoQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['shop', 'producto', slug],
    queryFn: () => getProducto(slug),
    // An unknown product is an answer, not a failure worth asking again.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useProducto(slug: string) {
  return useQuery(productoQueryOptions(slug));
}

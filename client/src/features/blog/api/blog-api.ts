import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostDetail, PostPreview, PostSummary, PostTagCount } from '@app/shared/blog';
import { BLOG_ENDPOINTS } from '@app/shared/blog-public';
import { PublicRequestError, publicGet, publicGetWithTotal } from '../../../lib/public-get';

export interface PostListQuery {
  etiqueta: string | null;
  pagina: number;
}

export interface PostPage {
  items: PostSummary[];
  total: number;
}

export const isNotFound = (error: unknown) => error instanceof PublicRequestError && error.status === 404;

/** GET /api/blog?etiqueta=&pagina=: one page of published posts, newest first; the total from `X-Total-Count`. */
export async function getPosts({ etiqueta, pagina }: PostListQuery): Promise<PostPage> {
  const params: Record<string, string> = {};
  if (etiqueta) params.etiqueta = etiqueta;
  if (pagina > 1) params.pagina = String(pagina);
  const { body, total } = await publicGetWithTotal(BLOG_ENDPOINTS.entradas, Object.keys(params).length ? { params } : {});
  const items = Array.isArray(body) ? (body as PostSummary[]) : [];
  return { items, total: Number.isFinite(total) ? total : items.length };
}

export function usePosts(query: PostListQuery) {
  return useQuery({
    queryKey: ['blog', 'entradas', query.etiqueta ?? '', query.pagina],
    queryFn: () => getPosts(query),
    // another page or tag keeps the previous cards on screen while it loads
    placeholderData: (previous) => previous,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function useTags() {
  return useQuery({
    queryKey: ['blog', 'etiquetas'],
    queryFn: async () => {
      const body = await publicGet(BLOG_ENDPOINTS.etiquetas);
      return Array.isArray(body) ? (body as PostTagCount[]) : [];
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /api/blog/:slug. A former slug answers 301 with the current one, which fetch follows: the
 * post then carries a `slug` other than the one asked, and the page moves to its address.
 */
export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'entrada', slug],
    queryFn: async () => (await publicGet(BLOG_ENDPOINTS.entrada(slug))) as PostDetail,
    // an unknown post is an answer, not a failure worth asking again
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug));
}

/** GET /api/blog/vista-previa/:token: a draft through its private link; never cached by the server. */
export function usePreview(token: string) {
  return useQuery({
    queryKey: ['blog', 'vista-previa', token],
    queryFn: async () => (await publicGet(BLOG_ENDPOINTS.vistaPrevia(token))) as PostPreview,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    staleTime: 0,
  });
}

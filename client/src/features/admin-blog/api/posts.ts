import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BLOG_ENDPOINTS, type AdminPost, type PostData, type PostPreviewLink, type RenderedMarkdown } from '@app/shared/blog';
import { adminApi } from '../../../lib/api-client';

export const postsKey = ['admin', 'blog'] as const;
export const postKey = (id: number) => [...postsKey, id] as const;
export const markdownPreviewKey = (cuerpo: string) => ['admin', 'blog-previsualizar', cuerpo] as const;

/** What the cover calls answer: the post as it now is. */
export interface PostAnswer {
  message: string;
  post: AdminPost;
}

/** Every post, drafts included, last changed first. */
export async function fetchPosts(): Promise<AdminPost[]> {
  const { data } = await adminApi.get<AdminPost[]>(BLOG_ENDPOINTS.admin);
  return Array.isArray(data) ? data : [];
}

export async function fetchPost(id: number): Promise<AdminPost> {
  return (await adminApi.get<AdminPost>(BLOG_ENDPOINTS.adminEntrada(id))).data;
}

/** The body rendered and sanitised by the server, exactly as the public page will show it. */
export async function previewMarkdown(cuerpo: string, signal?: AbortSignal): Promise<RenderedMarkdown> {
  return (await adminApi.post<RenderedMarkdown>(BLOG_ENDPOINTS.adminPrevisualizar, { cuerpo }, { signal })).data;
}

export async function createPreviewLink(id: number): Promise<PostPreviewLink> {
  return (await adminApi.post<PostPreviewLink>(BLOG_ENDPOINTS.adminVistaPrevia(id))).data;
}

export function usePosts() {
  return useQuery({ queryKey: postsKey, queryFn: fetchPosts, staleTime: 0 });
}

export function usePost(id: number) {
  return useQuery({ queryKey: postKey(id), queryFn: () => fetchPost(id), staleTime: 0 });
}

/**
 * The live preview of `cuerpo` (already debounced by the caller). An older answer stays on screen
 * while the next one is asked, so the preview does not blink at each pause in the typing.
 */
export function useMarkdownPreview(cuerpo: string) {
  return useQuery({
    queryKey: markdownPreviewKey(cuerpo),
    queryFn: ({ signal }) => previewMarkdown(cuerpo, signal),
    enabled: cuerpo.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/** The post as an answer gave it, in its own entry and in the list, without another request. */
export function useSetPostInCache() {
  const queryClient = useQueryClient();
  return (post: AdminPost) => {
    queryClient.setQueryData(postKey(post.id), post);
    queryClient.setQueryData<AdminPost[]>(postsKey, (old) => old?.map((p) => (p.id === post.id ? post : p)));
  };
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  const setInCache = useSetPostInCache();
  return useMutation({
    mutationFn: async (payload: PostData) => (await adminApi.post<AdminPost>(BLOG_ENDPOINTS.admin, payload)).data,
    onSuccess: (post) => {
      setInCache(post);
      return queryClient.invalidateQueries({ queryKey: postsKey, exact: true });
    },
  });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  const setInCache = useSetPostInCache();
  return useMutation({
    mutationFn: async ({ id, payload }: { id: number; payload: PostData }) =>
      (await adminApi.put<AdminPost>(BLOG_ENDPOINTS.adminEntrada(id), payload)).data,
    onSuccess: (post) => {
      setInCache(post);
      return queryClient.invalidateQueries({ queryKey: postsKey, exact: true });
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await adminApi.delete<{ message: string }>(BLOG_ENDPOINTS.adminEntrada(id))).data,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: postKey(id) });
      return queryClient.invalidateQueries({ queryKey: postsKey, exact: true });
    },
  });
}

/** A new private preview link (the previous one stops working); the post now says it has one. */
export function useCreatePreviewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreviewLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKey }),
  });
}

/** The cover calls other than the upload (UploadField sends it): its alt text, its removal. */
export function useCoverAction() {
  const setInCache = useSetPostInCache();
  return useMutation({
    mutationFn: async (action: CoverAction): Promise<PostAnswer> =>
      action.kind === 'alt'
        ? (await adminApi.put<PostAnswer>(BLOG_ENDPOINTS.adminPortada(action.postId), { alt: action.alt })).data
        : (await adminApi.delete<PostAnswer>(BLOG_ENDPOINTS.adminPortada(action.postId))).data,
    onSuccess: (answer) => setInCache(answer.post),
  });
}

export type CoverAction = { kind: 'alt'; postId: number; alt: string } | { kind: 'remove'; postId: number };

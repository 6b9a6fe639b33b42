import { hasImageVariants, IMAGE_WIDTHS, imageVariantPath } from '@app/shared/media';

/** Base of every API call: `/api` on the same host unless VITE_API_URL says otherwise. */
export const apiBase: string = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/+$/, '');

/** The site root that media paths are relative to: the API base without its trailing `/api` segment. */
export const siteRoot: string = apiBase.replace(/\/api$/, '');

/** Absolute-from-root URL of a stored media path such as `uploads/slider/abc.webp`. */
export function mediaUrl(path: string): string {
  return `${siteRoot}/${path.replace(/^\/+/, '')}`;
}

/** Media URL with a cache-busting time parameter, for previews right after an upload. */
export function mediaUrlBusted(path: string): string {
  const url = mediaUrl(path);
  return `${url}${url.includes('?') ? '&' : '?'}t=${Date.now()}`;
}

/** `srcset` for an image re-encoded by the server (WebP + responsive widths); undefined otherwise. */
export function mediaSrcSet(path: string | null | undefined): string | undefined {
  if (!hasImageVariants(path)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${mediaUrl(imageVariantPath(path, w))} ${w}w`).join(', ');
}

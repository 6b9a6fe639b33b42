import type { PostCover as Cover } from '@app/shared/blog';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';

/** A post's cover through the media pipeline's widths; `sizes` says how wide the page draws it. */
export function PostCover({ cover, sizes, eager = false }: { cover: Cover; sizes: string; eager?: boolean }) {
  return (
    <img
      className="blog-cover"
      src={mediaUrl(cover.path)}
      srcSet={mediaSrcSet(cover.path)}
      sizes={sizes}
      alt={cover.alt}
      width={1280}
      height={720}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

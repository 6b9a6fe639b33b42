import { useState } from 'react';
import { Sprout } from 'lucide-react';
import type { ProductImage as StoredImage } from '@app/shared/shop';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';

interface ProductImageProps {
  image: StoredImage | null;
  /** The `sizes` of the srcset: how wide the image is drawn at each width. */
  sizes: string;
  /** The page's main picture: fetched first, decoded at once. */
  priority?: boolean;
  className?: string;
}

/**
 * A product picture from the media pipeline (WebP with its 640/1280/1920 widths), drawn in a square
 * box whatever its own shape, so the grid does not move while pictures arrive. A product without a
 * picture, or one that fails to load, shows a calm placeholder instead of a broken image.
 */
export function ProductImage({ image, sizes, priority = false, className = '' }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const box = `product-image ${className}`.trim();
  if (!image || failed) {
    return (
      <span className={`${box} product-image-empty`} aria-hidden="true">
        <Sprout size={40} strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <span className={box}>
      <img
        src={mediaUrl(image.path)}
        srcSet={mediaSrcSet(image.path)}
        sizes={sizes}
        width={800}
        height={800}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        onError={() => setFailed(true)}
      />
    </span>
  );
}

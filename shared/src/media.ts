/** Media rules shared by the upload pipeline and the screens that show media. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES_LABEL = 'JPG, PNG, GIF, WEBP';
export const VIDEO_TYPES_LABEL = 'mp4, webm, ogg, quicktime';
export const RECOMMENDED_BANNER_SIZE = '1920x600 px';

/** Widths stored beside every re-encoded image, as `<name>-<width>.webp`. */
export const IMAGE_WIDTHS = [640, 1280, 1920] as const;

/** Path of the stored variant of an image at a given width (same folder, `-<w>` suffix). */
export function imageVariantPath(path: string, width: number): string {
  return path.replace(/\.webp$/i, `-${width}.webp`);
}

/**
 * The JPEG copy stored beside every re-encoded image (at most this wide) for link previews:
 * WhatsApp does not show a WebP `og:image`.
 */
export const SHARE_IMAGE_WIDTH = 1200;

export function imageSharePath(path: string): string {
  return path.replace(/\.webp$/i, '-share.jpg');
}

/** True when the path is a re-encoded image of ours, so variants exist beside it. */
export function hasImageVariants(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('uploads/') && path.toLowerCase().endsWith('.webp');
}

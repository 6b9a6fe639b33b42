import { useMemo } from 'react';
import { ImageOff, VideoOff } from 'lucide-react';
import { mediaUrl, mediaUrlBusted } from '../../../lib/api-base';

/** Current image with a cache-busting time parameter (spec §7), or an empty frame. */
export function ImagePreview({ path, alt, wide = false }: { path: string | null | undefined; alt: string; wide?: boolean }) {
  const src = useMemo(() => (path ? mediaUrlBusted(path) : null), [path]);
  return (
    <div className={`ac-preview${wide ? ' ac-preview-wide' : ''}`}>
      {src ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" />
      ) : (
        <p className="ac-preview-empty">
          <ImageOff aria-hidden="true" size={28} />
          Sin imagen
        </p>
      )}
    </div>
  );
}

/** Current video with its controls, or an empty frame. */
export function VideoPreview({ path, label }: { path: string | null | undefined; label: string }) {
  return (
    <div className="ac-preview ac-preview-video">
      {path ? (
        <video key={path} src={mediaUrl(path)} controls preload="metadata" aria-label={label}>
          Tu navegador no soporta la etiqueta de video.
        </video>
      ) : (
        <p className="ac-preview-empty">
          <VideoOff aria-hidden="true" size={28} />
          Video no disponible
        </p>
      )}
    </div>
  );
}

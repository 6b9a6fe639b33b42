import { mediaUrl } from '../../../lib/api-base';

export const VIDEO_UNSUPPORTED = 'Tu navegador no soporta la etiqueta de video.';

/** A stored video with native controls; the box keeps its 16:9 size while it loads. */
export function VideoPlayer({ path, title, poster, className = '' }: { path: string; title: string; poster?: string; className?: string }) {
  return (
    <video
      className={`video-player ${className}`.trim()}
      controls
      preload="metadata"
      playsInline
      width={560}
      height={315}
      poster={poster}
      title={title}
      aria-label={title}
      src={mediaUrl(path)}
    >
      {VIDEO_UNSUPPORTED}
    </video>
  );
}

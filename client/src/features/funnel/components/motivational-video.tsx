import '../funnel.css';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { useMotivationalVideo } from '../api/get-motivational-video';
import { SectionHeading, type HeadingLevel } from './section-heading';
import { VideoPlayer } from './video-player';

export const MOTIVATIONAL_VIDEO_MESSAGES = {
  title: '¿Quién dirige tu Destino? está en tus manos',
  loadError: 'No se pudo cargar la información del video.',
  empty: 'Video no disponible en este momento.',
} as const;

/** Motivational video section (spec §2): loading, error, empty (no path) and loaded states. */
export function MotivationalVideo({ headingLevel }: { headingLevel?: HeadingLevel }) {
  const { data: path, isPending, isError, error } = useMotivationalVideo();
  let body;
  if (isPending) body = <Spinner label="Cargando video..." showLabel />;
  else if (isError) body = <Alert variant="error">{apiErrorMessage(error, MOTIVATIONAL_VIDEO_MESSAGES.loadError)}</Alert>;
  else if (!path) body = <p className="media-unavailable">{MOTIVATIONAL_VIDEO_MESSAGES.empty}</p>;
  else body = <VideoPlayer path={path} title="Video motivacional" />;

  return (
    <section className="section section-alt funnel-video" aria-labelledby="video-motivacional-titulo">
      <div className="container">
        <SectionHeading
          id="video-motivacional-titulo"
          eyebrow="Tu momento es ahora"
          title={MOTIVATIONAL_VIDEO_MESSAGES.title}
          level={headingLevel}
        />
        <div className="video-frame">{body}</div>
      </div>
    </section>
  );
}

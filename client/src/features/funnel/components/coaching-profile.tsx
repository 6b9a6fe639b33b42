import '../funnel.css';
import { useState } from 'react';
import { ImageOff, VideoOff } from 'lucide-react';
import type { PerfilProData } from '@app/shared/content';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';
import { apiErrorMessage } from '../../../lib/api-error';
import { coachName } from '../../../lib/site-config';
import { usePerfilPro } from '../api/get-perfil-pro';
import { SectionHeading, type HeadingLevel } from './section-heading';
import { VideoPlayer } from './video-player';

export const PROFILE_MESSAGES = {
  title: 'Una oportunidad para tu vida',
  loadError: 'No se pudo cargar la información del perfil.',
  textError: 'Error al cargar descripción.',
  noImage: 'Imagen no disponible',
  noVideo: 'Video no disponible',
  noText: 'Descripción no disponible.',
} as const;

function ProfileImage({ path }: { path: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!path || failed)
    return (
      <div className="media-placeholder profile-image" role="img" aria-label={PROFILE_MESSAGES.noImage}>
        <ImageOff aria-hidden="true" size={32} />
        <span>{PROFILE_MESSAGES.noImage}</span>
      </div>
    );
  return (
    <img
      className="profile-image"
      src={mediaUrl(path)}
      srcSet={mediaSrcSet(path)}
      sizes="(min-width: 992px) 380px, (min-width: 768px) 40vw, 90vw"
      width={800}
      height={800}
      alt={`Foto de ${coachName}, coach de bienestar`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function ProfileBody({ data, failed }: { data?: PerfilProData; failed: boolean }) {
  const text = failed ? PROFILE_MESSAGES.textError : data?.text.trim() ? data.text : PROFILE_MESSAGES.noText;
  return (
    <div className="profile-grid">
      <ProfileImage path={data?.imagePath ?? null} />
      <div className="profile-text">
        <p className="eyebrow">{coachName}</p>
        <p className="profile-description" data-testid="profile-description">
          {text}
        </p>
      </div>
      <div className="profile-video video-frame">
        {data?.videoPath ? (
          <VideoPlayer path={data.videoPath} title={`Video de presentación de ${coachName}`} />
        ) : (
          <div className="media-placeholder media-placeholder-video">
            <VideoOff aria-hidden="true" size={32} />
            <span>{PROFILE_MESSAGES.noVideo}</span>
          </div>
        )}
      </div>
    </div>
  );
}

/** Coaching profile section (spec §2): image, description and video with the §8 fallbacks. */
export function CoachingProfile({ headingLevel }: { headingLevel?: HeadingLevel }) {
  const { data, isPending, isError, error } = usePerfilPro();
  return (
    <section className="section section-alt profile" aria-labelledby="perfil-titulo">
      <div className="container">
        <SectionHeading id="perfil-titulo" eyebrow="Tu coach" title={PROFILE_MESSAGES.title} level={headingLevel} />
        {isPending ? (
          <Spinner label="Cargando perfil..." showLabel />
        ) : (
          <>
            {isError && <Alert variant="error">{apiErrorMessage(error, PROFILE_MESSAGES.loadError)}</Alert>}
            <ProfileBody data={data} failed={isError} />
          </>
        )}
      </div>
    </section>
  );
}

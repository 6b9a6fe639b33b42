import '../funnel.css';
import { useState } from 'react';
import type { PublicTestimonial } from '@app/shared/content';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';
import { apiErrorMessage } from '../../../lib/api-error';
import { useTestimonials } from '../api/get-testimonials';
import defaultPoster from '../assets/default-poster-320.webp?no-inline';
import { SectionHeading, subHeadingTag, type HeadingLevel } from './section-heading';
import { VideoPlayer } from './video-player';

export const TESTIMONIAL_MESSAGES = {
  title: 'Nuestros Clientes lo Confirman',
  loadError: 'No se pudieron cargar los testimonios.',
  empty: 'No hay testimonios disponibles en este momento.',
  noVideo: 'Video no disponible',
} as const;

export { defaultPoster as DEFAULT_POSTER };

function Thumbnail({ item, selected, onSelect }: { item: PublicTestimonial; selected: boolean; onSelect: () => void }) {
  const [failed, setFailed] = useState(false);
  // A missing or failed poster falls back to the default one (spec §8).
  const stored = item.poster_path && !failed ? item.poster_path : null;
  const src = stored ? mediaUrl(stored) : defaultPoster;
  return (
    <button type="button" className={`testimonial-thumb${selected ? ' is-selected' : ''}`} aria-pressed={selected} onClick={onSelect}>
      <img
        src={src}
        srcSet={stored ? mediaSrcSet(stored) : undefined}
        sizes="(min-width: 992px) 280px, 46vw"
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
      <span className="testimonial-thumb-title">{item.title}</span>
    </button>
  );
}

/** The main player with the selected testimonial, and the column of thumbnails. */
export function TestimonialsViewer({ items, headingLevel }: { items: PublicTestimonial[]; headingLevel?: HeadingLevel }) {
  const TitleHeading = subHeadingTag(headingLevel);
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const selected = items.find((t) => t.id === selectedId) ?? items[0];
  return (
    <div className="testimonials-layout">
      <div className="testimonial-main">
        <div className="video-frame">
          {selected.video_path ? (
            // A new element per testimonial: selecting one always (re)loads its video.
            <VideoPlayer
              key={selected.id}
              path={selected.video_path}
              poster={selected.poster_path ? mediaUrl(selected.poster_path) : undefined}
              title={`Testimonio: ${selected.title}`}
            />
          ) : (
            <div className="media-placeholder media-placeholder-video">{TESTIMONIAL_MESSAGES.noVideo}</div>
          )}
        </div>
        <TitleHeading className="testimonial-title" data-testid="testimonial-title">
          {selected.title}
        </TitleHeading>
        {selected.description && <p className="testimonial-description">{selected.description}</p>}
      </div>
      <ul className="testimonial-thumbs" aria-label="Elige un testimonio">
        {items.map((item) => (
          <li key={item.id}>
            <Thumbnail item={item} selected={item.id === selected.id} onSelect={() => setSelectedId(item.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Testimonials section (spec §2, §4): first selected by default, thumbnails switch the main video. */
export function TestimonialsSection({ headingLevel }: { headingLevel?: HeadingLevel }) {
  const { data, isPending, isError, error } = useTestimonials();
  let body;
  if (isPending) body = <Spinner label="Cargando testimonios..." showLabel />;
  else if (isError) body = <Alert variant="error">{apiErrorMessage(error, TESTIMONIAL_MESSAGES.loadError)}</Alert>;
  else if (data.length === 0) body = <p className="media-unavailable">{TESTIMONIAL_MESSAGES.empty}</p>;
  else body = <TestimonialsViewer items={data} headingLevel={headingLevel} />;

  return (
    <section className="section testimonials" aria-labelledby="testimonios-titulo">
      <div className="container">
        <SectionHeading id="testimonios-titulo" eyebrow="Historias reales" title={TESTIMONIAL_MESSAGES.title} level={headingLevel} />
        {body}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { InicioSlide } from '@app/shared/content';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';

/** Stored banners are 1920x600; the attributes reserve the box so nothing shifts while loading. */
const HERO_WIDTH = 1920;
const HERO_HEIGHT = 600;

function HeroImage({ path, first }: { path: string; first: boolean }) {
  const [failed, setFailed] = useState(false);
  // A slide image that fails is hidden (spec §8): the placeholder block behind it shows instead.
  if (failed) return null;
  return (
    <img
      className="hero-image"
      src={mediaUrl(path)}
      srcSet={mediaSrcSet(path)}
      sizes="100vw"
      width={HERO_WIDTH}
      height={HERO_HEIGHT}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      onError={() => setFailed(true)}
    />
  );
}

/** One hero banner of the carousel (hero-slider.tsx). */
export function HeroSlideContent({ slide, first, shown = true }: { slide: InicioSlide; first: boolean; shown?: boolean }) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <div className="hero-slide">
      <div className="hero-media" data-testid="hero-media">
        {slide.hero_img_path ? <HeroImage path={slide.hero_img_path} first={first} /> : null}
      </div>
      <div className="container hero-content">
        <p className="hero-subtitle">{slide.sub_title}</p>
        <Heading className="hero-title">
          <span className="hero-title-line">
            {slide.title1_pre} <span className="hero-highlight">{slide.title1_highlight}</span>
          </span>
          <span className="hero-title-line">{slide.title2}</span>
        </Heading>
        <Link to="/about" className="btn btn-accent btn-lg hero-cta" tabIndex={shown ? undefined : -1}>
          Descubre Más
        </Link>
      </div>
    </div>
  );
}

/** The accessible name of slide `i`. */
export const heroSlideLabel = (i: number, total: number) => `${i + 1} de ${total}`;

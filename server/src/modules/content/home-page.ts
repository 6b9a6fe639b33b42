import type { InicioSlide } from '@app/shared/content';
import type { AppDeps } from '../../app-deps.js';
import { escapeHtml, mediaImg, type PageBody } from '../../web/page-head.js';
import type { DynamicAnswer, DynamicPage } from '../../web/spa-pages.js';
import { createContentService } from './content.service.js';

/** The slot the home page's pre-rendered hero leaves for the server (client hero-slider.tsx). */
export const HERO_SLOT = 'hero-ssr';

/**
 * The first banner as the client's carousel draws it (hero-slider.tsx `HeroSlides`, hero-slide.tsx):
 * the same classes, box and picture. The banners are the team's content, unknown at build time, so
 * the built home page holds only the loading state; without this its first picture, the page's
 * largest paint, waited for the app to start and read /api/inicio-slides (≈ 2.7 s on Lighthouse's
 * phone). Only the first banner: the others appear with the app, behind it.
 */
export function heroBody(first: InicioSlide, total: number): PageBody {
  const image = first.hero_img_path
    ? mediaImg(first.hero_img_path, { alt: '', sizes: '100vw', width: 1920, height: 600, className: 'hero-image', priority: true })
    : '';
  return {
    slot: HERO_SLOT,
    html:
      `<div class="hero-slides"><div class="hero-frame is-active" role="group" aria-roledescription="diapositiva" aria-label="1 de ${total}">` +
      `<div class="hero-slide"><div class="hero-media">${image}</div><div class="container hero-content">` +
      `<p class="hero-subtitle">${escapeHtml(first.sub_title)}</p>` +
      `<h1 class="hero-title"><span class="hero-title-line">${escapeHtml(first.title1_pre)} <span class="hero-highlight">${escapeHtml(first.title1_highlight)}</span></span>` +
      `<span class="hero-title-line">${escapeHtml(first.title2)}</span></h1>` +
      '<a class="btn btn-accent btn-lg hero-cta" href="/about">Descubre Más</a></div></div></div></div>',
  };
}

/** `/` for the page server: the built page with its first banner filled in (no banner: the built page as it is). */
export function homePage({ db }: Pick<AppDeps, 'db'>): DynamicPage {
  const service = createContentService({ db });
  return {
    route: '/',
    async resolve(): Promise<DynamicAnswer> {
      const slides = await service.inicioSlides();
      return slides.length ? { body: heroBody(slides[0], slides.length) } : {};
    },
  };
}

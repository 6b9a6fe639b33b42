import { Router, type RequestHandler } from 'express';
import { CONTENT_ENDPOINTS } from '@app/shared/content';
import type { AppDeps } from '../../app-deps.js';
import { createContentService } from './content.service.js';
import { createPublicReads, type PublicTables } from '../../web/public-reads.js';

/**
 * Public content reads: inicio-slides, slider-images, video, perfil-pro, testimonials.
 * Each answer comes from a short-lived in-process cache with a strong ETag and a gzipped copy,
 * dropped when a write commits to a table the answer is read from (declared below);
 * browsers revalidate every time (`no-cache`) and get a bodiless 304 while nothing changed. The
 * router is mounted ahead of the API's body parser and compression (app.ts): these GETs are the
 * home page's critical path and need neither. Its paths are whole (`/api/…`) and it is mounted
 * without a prefix, which Express matches without a regular expression or a rewrite of the URL
 * (CPU profile, docs/performance.md).
 */
export function contentRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createContentService(deps);
  const reads = createPublicReads(deps.db, () => deps.clock().getTime());
  const cached =
    (key: string, tables: PublicTables, load: () => Promise<unknown>): RequestHandler =>
    (req, res, next) =>
      reads.answer(req, res, next, key, tables, load);

  router.get(`/api${CONTENT_ENDPOINTS.inicioSlides}`, cached('inicio-slides', ['inicio_slides'], service.inicioSlides));
  router.get(`/api${CONTENT_ENDPOINTS.sliderImages}`, cached('slider-images', ['slider_images'], service.sliderImages));
  router.get(
    `/api${CONTENT_ENDPOINTS.motivationalVideo}`,
    cached('video-motivacional-path', ['site_settings'], service.motivationalVideoPath),
  );
  router.get(`/api${CONTENT_ENDPOINTS.perfilPro}`, cached('perfil-pro-data', ['site_settings'], service.perfilPro));
  router.get(`/api${CONTENT_ENDPOINTS.testimonials}`, cached('testimonials', ['testimonials'], service.testimonials));
  return router;
}

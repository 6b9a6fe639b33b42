import { Router, type RequestHandler } from 'express';
import { CONTENT_ENDPOINTS } from '@app/shared/content';
import type { AppDeps } from '../../app-deps.js';
import { contentRepo } from './content.repo.js';
import { contentService } from './content.service.js';
import { createContentCache, etagMatches } from './content-cache.js';

/**
 * Public content reads (issue #3): inicio-slides, slider-images, video, perfil-pro, testimonials.
 * Each answer comes from a short-lived in-process cache with a strong ETag; browsers revalidate
 * every time (`no-cache`) and get a bodiless 304 while nothing changed.
 */
export function contentRoutes({ db }: AppDeps): Router {
  const router = Router();
  const service = contentService(contentRepo(db));
  const cache = createContentCache();

  const cached =
    (key: string, load: () => Promise<unknown>): RequestHandler =>
    async (req, res) => {
      const answer = await cache.get(key, load);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', answer.etag);
      if (etagMatches(req.headers['if-none-match'], answer.etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', answer.body.length);
      res.end(answer.body);
    };

  router.get(CONTENT_ENDPOINTS.inicioSlides, cached('inicio-slides', service.inicioSlides));
  router.get(CONTENT_ENDPOINTS.sliderImages, cached('slider-images', service.sliderImages));
  router.get(CONTENT_ENDPOINTS.motivationalVideo, cached('video-motivacional-path', service.motivationalVideoPath));
  router.get(CONTENT_ENDPOINTS.perfilPro, cached('perfil-pro-data', service.perfilPro));
  router.get(CONTENT_ENDPOINTS.testimonials, cached('testimonials', service.testimonials));
  return router;
}

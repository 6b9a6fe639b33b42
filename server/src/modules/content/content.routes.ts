import { Router, type Request, type RequestHandler, type Response } from 'express';
import { CONTENT_ENDPOINTS } from '@app/shared/content';
import type { AppDeps } from '../../app-deps.js';
import { onTablesChanged } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { createContentService } from './content.service.js';
import { type CachedAnswer, createContentCache, etagMatches } from './content-cache.js';

/**
 * Public content reads (issue #3): inicio-slides, slider-images, video, perfil-pro, testimonials.
 * Each answer comes from a short-lived in-process cache with a strong ETag and a gzipped copy,
 * dropped when a write commits to a table the answer is read from (declared below);
 * browsers revalidate every time (`no-cache`) and get a bodiless 304 while nothing changed. The
 * router is mounted ahead of the API's body parser and compression (app.ts): these GETs are the
 * home page's critical path and need neither.
 */
export function contentRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createContentService(deps);
  const cache = createContentCache(() => deps.clock().getTime());
  onTablesChanged(deps.db, (tables) => cache.changed(tables));

  const send = (req: Request, res: Response, answer: CachedAnswer) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', answer.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (etagMatches(req.headers['if-none-match'], answer.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    const gzip = answer.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? answer.gzip! : answer.body;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  // Fresh entries are answered synchronously; only a miss waits for the database.
  const cached = (key: string, tables: readonly (keyof Database)[], load: () => Promise<unknown>): RequestHandler => {
    cache.reads(key, tables);
    return (req, res, next) => {
      const hit = cache.peek(key);
      if (hit) return send(req, res, hit);
      cache.get(key, load).then((answer) => send(req, res, answer), next);
    };
  };

  router.get(CONTENT_ENDPOINTS.inicioSlides, cached('inicio-slides', ['inicio_slides'], service.inicioSlides));
  router.get(CONTENT_ENDPOINTS.sliderImages, cached('slider-images', ['slider_images'], service.sliderImages));
  router.get(CONTENT_ENDPOINTS.motivationalVideo, cached('video-motivacional-path', ['site_settings'], service.motivationalVideoPath));
  router.get(CONTENT_ENDPOINTS.perfilPro, cached('perfil-pro-data', ['site_settings'], service.perfilPro));
  router.get(CONTENT_ENDPOINTS.testimonials, cached('testimonials', ['testimonials'], service.testimonials));
  return router;
}

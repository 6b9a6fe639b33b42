import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';

/** Public content reads (issue #3): inicio-slides, slider-images, video, perfil-pro, testimonials. */
export function contentRoutes(_deps: AppDeps): Router {
  return Router();
}

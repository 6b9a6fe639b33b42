import { Router } from 'express';
import { RETO_ENDPOINTS, RETO_LIMITS, RETO_MESSAGES as MSG } from '@app/shared/retos';
import type { AppDeps } from '../../app-deps.js';
import { createPublicReads, type PublicTables } from '../../web/public-reads.js';
import { answerBySlug } from '../content/index.js';
import { createRetosPublicService } from './retos.service.js';

/** The tables a public reto answer is read from: a committed write to one drops the cached answers. */
const RETO_TABLES: PublicTables = ['retos', 'reto_slugs', 'reto_productos', 'productos'];

/** The retos' public reads, mounted with the other public content ahead of the body parser. */
export function retosRoutes({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = Router();
  const service = createRetosPublicService({ db });
  const reads = createPublicReads(db, () => clock().getTime());

  router.get(RETO_ENDPOINTS.retos, (req, res, next) => reads.answer(req, res, next, 'retos', RETO_TABLES, service.list));
  router.get(
    `${RETO_ENDPOINTS.retos}/:slug`,
    answerBySlug(reads, {
      maxLength: RETO_LIMITS.slug,
      notFoundMessage: MSG.retoNotFound,
      key: (slug) => `reto:${slug}`,
      tables: RETO_TABLES,
      load: service.get,
      apiPath: RETO_ENDPOINTS.reto,
    }),
  );

  return router;
}

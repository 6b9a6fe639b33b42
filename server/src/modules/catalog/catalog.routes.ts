import { Router } from 'express';
import { PRODUCT_LIMITS, SHOP_ENDPOINTS, SHOP_MESSAGES as MSG, productQuerySchema } from '@app/shared/shop';
import type { AppDeps } from '../../app-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createPublicReads, type PublicTables } from '../../web/public-reads.js';
import { answerBySlug } from '../content/index.js';
import { createCatalogService } from './catalog.service.js';

/** The tables every catalog answer is read from: a committed write to one drops the cached answers. */
const CATALOG_TABLES: PublicTables = ['productos', 'producto_imagenes', 'producto_slugs'];

/**
 * The shop's public reads, mounted with the other public content ahead of the body
 * parser. Answers come from the public content cache; a search (`q`) is answered from the
 * database every time, so what strangers type never becomes a cache key.
 */
export function catalogRoutes({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = Router();
  const service = createCatalogService({ db });
  const reads = createPublicReads(db, () => clock().getTime());

  router.get(SHOP_ENDPOINTS.categorias, (req, res, next) => reads.answer(req, res, next, 'categorias', [], service.categorias));

  router.get(SHOP_ENDPOINTS.productos, (req, res, next) => {
    const query = parseOrThrow(productQuerySchema, req.query);
    if (query.q) {
      service.products(query).then((list) => res.setHeader('Cache-Control', 'no-store').json(list), next);
      return;
    }
    reads.answer(req, res, next, `productos:${query.categoria ?? ''}:${query.orden}`, CATALOG_TABLES, () => service.products(query));
  });

  // A former slug answers 301 to the product's current API path (body: its slug, for the page's URL).
  router.get(
    `${SHOP_ENDPOINTS.productos}/:slug`,
    answerBySlug(reads, {
      maxLength: PRODUCT_LIMITS.slug,
      notFoundMessage: MSG.productNotFound,
      key: (slug) => `producto:${slug}`,
      tables: CATALOG_TABLES,
      load: service.product,
      apiPath: SHOP_ENDPOINTS.producto,
    }),
  );

  return router;
}

import { Router, type Request } from 'express';
import {
  PRODUCT_IMAGE_FIELDS,
  SHOP_MESSAGES as MSG,
  productImageAltSchema,
  productImageOrderSchema,
  productInputSchema,
} from '@app/shared/shop';
import type { AppDeps } from '../../app-deps.js';
import { createMediaStorage } from '../../lib/storage.js';
import { pathId, pathIds } from '../../lib/path-id.js';
import { parseOrThrow } from '../../lib/validate.js';
import { adminCrudRoutes } from '../../lib/admin-crud-routes.js';
import { createUploads } from '../../middleware/upload.js';
import { activityLogger } from '../activity/index.js';
import { createProductsAdminService } from './products-admin.service.js';

const productId = (req: Request) => pathId(req.params.id, MSG.productNotFound);
const imageId = (req: Request) => pathId(req.params.imagenId, MSG.imageNotFound);

/** The back office's products, mounted under /api/admin behind the admin guard. */
export function productsAdminRoutes({ config, db, logger, clock }: AppDeps): Router {
  const router = Router();
  const logged = activityLogger({ db, logger, clock });
  const storage = createMediaStorage(config.uploadsDir);
  const uploads = createUploads(config);
  const service = createProductsAdminService({ db, logger, clock, storage });
  const image = (message: string) => ({ field: PRODUCT_IMAGE_FIELDS.file, kind: 'image' as const, missingMessage: () => message });

  adminCrudRoutes(router, {
    path: '/productos',
    id: productId,
    input: productInputSchema,
    logged,
    actions: { created: 'product.created', updated: 'product.updated', removed: 'product.archived' },
    list: () => service.list(),
    get: (id) => service.get(id),
    create: (input) => service.create(input),
    update: (id, input) => service.update(id, input),
    remove: (id) => service.archive(id),
    removedMessage: MSG.productArchived,
  });

  // ── images (multipart: `imagen` and its `alt`) ─────────────────────────────────────────────
  router.post(
    '/productos/:id/imagenes',
    logged('media.uploaded', 'producto'),
    pathIds({ id: MSG.productNotFound }),
    uploads.handle(image(MSG.selectImage), async (req, upload) => {
      const id = productId(req);
      const { alt } = parseOrThrow(productImageAltSchema, req.body);
      return { status: 201, body: { message: MSG.imageAdded, product: await service.addImage(id, alt, upload) } };
    }),
  );
  router.put('/productos/:id/imagenes/orden', logged('product.updated'), async (req, res) => {
    const id = productId(req);
    const { ids } = parseOrThrow(productImageOrderSchema, req.body);
    res.json({ message: MSG.imagesReordered, product: await service.reorderImages(id, ids) });
  });
  router.post(
    '/productos/:id/imagenes/:imagenId/archivo',
    logged('media.uploaded', 'producto'),
    pathIds({ id: MSG.productNotFound, imagenId: MSG.imageNotFound }),
    uploads.handle(image(MSG.selectImage), async (req, upload) => {
      const [id, imagen] = [productId(req), imageId(req)];
      const alt = req.body?.[PRODUCT_IMAGE_FIELDS.alt] ? parseOrThrow(productImageAltSchema, req.body).alt : undefined;
      return { body: { message: MSG.imageReplaced, product: await service.replaceImage(id, imagen, alt, upload) } };
    }),
  );
  router.put('/productos/:id/imagenes/:imagenId', logged('product.updated'), async (req, res) => {
    const [id, imagen] = [productId(req), imageId(req)];
    const { alt } = parseOrThrow(productImageAltSchema, req.body);
    res.json({ message: MSG.productSaved, product: await service.setImageAlt(id, imagen, alt) });
  });
  router.delete('/productos/:id/imagenes/:imagenId', logged('product.updated'), async (req, res) => {
    const [id, imagen] = [productId(req), imageId(req)];
    res.json({ message: MSG.imageRemoved, product: await service.removeImage(id, imagen) });
  });

  return router;
}

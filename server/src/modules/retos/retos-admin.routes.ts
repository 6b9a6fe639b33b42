import { Router, type Request } from 'express';
import { RETO_IMAGE_FIELDS, RETO_MESSAGES as MSG, retoImageAltSchema, retoInputSchema, retoPlanSchema } from '@app/shared/retos';
import type { AppDeps } from '../../app-deps.js';
import { createMediaStorage } from '../../lib/storage.js';
import { pathId, pathIds } from '../../lib/path-id.js';
import { parseOrThrow } from '../../lib/validate.js';
import { adminCrudRoutes } from '../../lib/admin-crud-routes.js';
import { createUploads } from '../../middleware/upload.js';
import { activityLogger } from '../activity/index.js';
import { createRetosAdminService } from './retos.service.js';

const retoId = (req: Request) => pathId(req.params.id, MSG.retoNotFound);

/** The back office's retos, mounted under /api/admin behind the admin guard. */
export function retosAdminRoutes({ config, db, logger, clock }: AppDeps): Router {
  const router = Router();
  const logged = activityLogger({ db, logger, clock });
  const uploads = createUploads(config);
  const service = createRetosAdminService({ db, logger, clock, storage: createMediaStorage(config.uploadsDir) });

  adminCrudRoutes(router, {
    path: '/retos',
    id: retoId,
    input: retoInputSchema,
    logged,
    actions: { created: 'reto.created', updated: 'reto.updated', removed: 'reto.archived' },
    list: () => service.list(),
    get: (id) => service.get(id),
    create: (input) => service.create(input),
    update: (id, input) => service.update(id, input),
    remove: (id) => service.archive(id),
    removedMessage: MSG.retoArchived,
  });

  // The image: multipart `imagen` and its `alt`; a JSON PUT changes only the alt text.
  router.post(
    '/retos/:id/imagen',
    logged('media.uploaded', 'reto'),
    pathIds({ id: MSG.retoNotFound }),
    uploads.handle({ field: RETO_IMAGE_FIELDS.file, kind: 'image', missingMessage: () => MSG.selectImage }, async (req, upload) => {
      const id = retoId(req);
      const { alt } = parseOrThrow(retoImageAltSchema, req.body);
      return { body: { message: MSG.imageSaved, reto: await service.setImage(id, alt, upload) } };
    }),
  );
  router.put('/retos/:id/imagen', logged('reto.updated'), async (req, res) => {
    const id = retoId(req);
    const { alt } = parseOrThrow(retoImageAltSchema, req.body);
    res.json({ message: MSG.imageSaved, reto: await service.setImage(id, alt, null) });
  });

  router.get('/retos/:id/dias', async (req, res) => {
    res.json(await service.plan(retoId(req)));
  });
  router.put('/retos/:id/dias', logged('reto.plan_saved'), async (req, res) => {
    const id = retoId(req);
    const { dias } = parseOrThrow(retoPlanSchema, req.body);
    res.json({ message: MSG.planSaved, ...(await service.savePlan(id, dias)) });
  });

  return router;
}

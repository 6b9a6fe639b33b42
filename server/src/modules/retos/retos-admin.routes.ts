import { Router, type Request } from 'express';
import { RETO_IMAGE_FIELDS, RETO_MESSAGES as MSG, retoImageAltSchema, retoInputSchema, retoPlanSchema } from '@app/shared/retos';
import type { AppDeps } from '../../app-deps.js';
import { createMediaStorage } from '../../lib/storage.js';
import { pathId, pathIds } from '../../lib/path-id.js';
import { parseOrThrow } from '../../lib/validate.js';
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

  router.get('/retos', async (_req, res) => {
    res.json(await service.list());
  });
  router.get('/retos/:id', async (req, res) => {
    res.json(await service.get(retoId(req)));
  });
  router.post('/retos', logged('reto.created'), async (req, res) => {
    res.status(201).json(await service.create(parseOrThrow(retoInputSchema, req.body)));
  });
  router.put('/retos/:id', logged('reto.updated'), async (req, res) => {
    const id = retoId(req);
    res.json(await service.update(id, parseOrThrow(retoInputSchema, req.body)));
  });
  router.delete('/retos/:id', logged('reto.archived'), async (req, res) => {
    await service.archive(retoId(req));
    res.json({ message: MSG.retoArchived });
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

import { Router, type Request } from 'express';
import {
  ADMIN_CONTENT_MESSAGES as MSG,
  UPLOAD_FIELDS,
  inicioSlideUpdateSchema,
  perfilTextSchema,
  testimonialCreateSchema,
  testimonialUpdateSchema,
} from '@app/shared/admin-content';
import { HOME_SLIDE_IDS, SLIDER_SLOTS } from '@app/shared/content';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../lib/errors.js';
import { createMediaStorage } from '../../lib/storage.js';
import { pathId, pathIds } from '../../lib/path-id.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createUploads } from '../../middleware/upload.js';
import { createAdminContentService } from './admin-content.service.js';
import { activityLogger } from '../activity/index.js';

/** Slot 1..3 of the funnel slider, else 400 'Slot inválido.'. */
function slotParam(req: Request): number {
  const slot = Number(req.params.slot);
  if (!/^\d$/.test(String(req.params.slot)) || slot < 1 || slot > SLIDER_SLOTS) throw badRequest(MSG.invalidSlot);
  return slot;
}

function slideIdParam(req: Request): number {
  const id = Number(req.params.id);
  if (!/^\d$/.test(String(req.params.id)) || !(HOME_SLIDE_IDS as readonly number[]).includes(id)) throw badRequest(MSG.invalidSlideId);
  return id;
}

const testimonialIdParam = (req: Request) => pathId(req.params.id, MSG.testimonialNotFound);

/** Admin content management and uploads, mounted under /api/admin behind the admin guard. */
export function adminContentRoutes({ config, db, logger, clock }: AppDeps): Router {
  const router = Router();
  // Each write declares its entry of the activity log.
  const logged = activityLogger({ db, logger, clock });
  const storage = createMediaStorage(config.uploadsDir);
  void storage.sweepStaleTemps().catch(() => undefined);
  const uploads = createUploads(config);
  const service = createAdminContentService({ db, logger, clock, storage });

  // ── funnel slider ──────────────────────────────────────────────────────────────────────────
  router.get('/slider/images', async (_req, res) => {
    res.json(await service.sliderImages());
  });
  router.post(
    '/slider/upload/:slot',
    logged('media.uploaded'),
    uploads.handle(
      { field: UPLOAD_FIELDS.sliderImage, kind: 'image', missingMessage: (req) => MSG.selectSlotFile(slotParam(req)) },
      async (req, upload) => {
        const slot = slotParam(req);
        const path = await service.uploadSliderImage(slot, upload);
        return { body: { message: MSG.sliderUploaded(slot), path, slot } };
      },
    ),
  );

  // ── motivational video ─────────────────────────────────────────────────────────────────────
  router.get('/slider/video', async (_req, res) => {
    res.json(await service.motivationalVideo());
  });
  router.post(
    '/slider/video/upload',
    logged('media.uploaded'),
    uploads.handle(
      { field: UPLOAD_FIELDS.motivacionalVideo, kind: 'video', missingMessage: () => MSG.selectVideoFile },
      async (_req, upload) => {
        const path = await service.uploadMotivationalVideo(upload);
        return { body: { message: MSG.videoUploaded, path } };
      },
    ),
  );

  // ── professional profile ───────────────────────────────────────────────────────────────────
  router.get('/perfil', async (_req, res) => {
    res.json(await service.perfil());
  });
  router.put('/perfil/update-text', logged('content.updated'), async (req, res) => {
    const { texto } = parseOrThrow(perfilTextSchema, req.body);
    await service.savePerfilText(texto);
    res.json({ message: MSG.perfilTextSaved, texto });
  });
  router.post(
    '/perfil/upload-image',
    logged('media.uploaded'),
    uploads.handle({ field: UPLOAD_FIELDS.profileImage, kind: 'image' }, async (_req, upload) => {
      const path = await service.uploadPerfilImage(upload);
      return { body: { message: MSG.perfilImageUploaded, path } };
    }),
  );
  router.post(
    '/perfil/upload-video',
    logged('media.uploaded'),
    uploads.handle(
      { field: UPLOAD_FIELDS.profileVideo, kind: 'video', missingMessage: () => MSG.selectVideoFile },
      async (_req, upload) => {
        const path = await service.uploadPerfilVideo(upload);
        return { body: { message: MSG.perfilVideoUploaded, path } };
      },
    ),
  );

  // ── testimonials ───────────────────────────────────────────────────────────────────────────
  router.get('/testimonials', async (_req, res) => {
    res.json(await service.testimonials());
  });
  router.post('/testimonials', logged('content.updated'), async (req, res) => {
    const input = parseOrThrow(testimonialCreateSchema, req.body);
    res.status(201).json(await service.createTestimonial(input));
  });
  router.put('/testimonials/:id', logged('content.updated'), async (req, res) => {
    const id = testimonialIdParam(req);
    const input = parseOrThrow(testimonialUpdateSchema, req.body);
    res.json(await service.updateTestimonial(id, input));
  });
  router.delete('/testimonials/:id', logged('content.deleted'), async (req, res) => {
    await service.deleteTestimonial(testimonialIdParam(req));
    res.json({ message: MSG.testimonialDeleted });
  });
  router.post(
    '/testimonials/:id/upload-video',
    logged('media.uploaded'),
    pathIds({ id: MSG.testimonialNotFound }),
    uploads.handle(
      { field: UPLOAD_FIELDS.testimonialVideo, kind: 'video', missingMessage: () => MSG.selectVideoFile },
      async (req, upload) => {
        const { path, testimonial } = await service.uploadTestimonialMedia(testimonialIdParam(req), 'video', upload);
        return { body: { message: MSG.testimonialVideoUploaded, path, testimonial } };
      },
    ),
  );
  router.post(
    '/testimonials/:id/upload-poster',
    logged('media.uploaded'),
    pathIds({ id: MSG.testimonialNotFound }),
    uploads.handle({ field: UPLOAD_FIELDS.testimonialPoster, kind: 'image' }, async (req, upload) => {
      const { path, testimonial } = await service.uploadTestimonialMedia(testimonialIdParam(req), 'poster', upload);
      return { body: { message: MSG.testimonialPosterUploaded, path, testimonial } };
    }),
  );

  // ── home hero slides ───────────────────────────────────────────────────────────────────────
  router.get('/inicio/slides', async (_req, res) => {
    res.json(await service.inicioSlides());
  });
  router.put('/inicio/slides/:id', logged('content.updated'), async (req, res) => {
    const id = slideIdParam(req);
    const texts = parseOrThrow(inicioSlideUpdateSchema, req.body);
    const slide = await service.saveSlideTexts(id, texts);
    res.json({ message: MSG.slideSaved(id), slide });
  });
  router.post(
    '/inicio/slides/:id/upload-hero',
    logged('media.uploaded'),
    uploads.handle({ field: UPLOAD_FIELDS.inicioHeroImage, kind: 'image' }, async (req, upload) => {
      const id = slideIdParam(req);
      const { path, slide } = await service.uploadSlideHero(id, upload);
      return { body: { message: MSG.slideHeroUploaded(id), path, slide } };
    }),
  );

  return router;
}

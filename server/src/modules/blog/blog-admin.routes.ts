import { Router, type Request } from 'express';
import {
  BLOG_MESSAGES as MSG,
  POST_COVER_FIELDS,
  postCoverAltSchema,
  postInputSchema,
  postPreviewSchema,
  type RenderedMarkdown,
} from '@app/shared/blog';
import type { AppDeps } from '../../app-deps.js';
import { createMediaStorage } from '../../lib/storage.js';
import { pathId, pathIds } from '../../lib/path-id.js';
import { parseOrThrow } from '../../lib/validate.js';
import { adminCrudRoutes } from '../../lib/admin-crud-routes.js';
import { actorOf } from '../../middleware/auth.js';
import { createUploads } from '../../middleware/upload.js';
import { activityLogger } from '../activity/index.js';
import { createBlogAdminService } from './blog-admin.service.js';
import { renderPost } from './blog-views.js';

const postId = (req: Request) => pathId(req.params.id, MSG.postNotFound);

/** The back office's blog, mounted under /api/admin behind the admin guard. */
export function blogAdminRoutes({ config, db, logger, clock }: AppDeps): Router {
  const router = Router();
  const logged = activityLogger({ db, logger, clock });
  const storage = createMediaStorage(config.uploadsDir);
  const uploads = createUploads(config);
  const service = createBlogAdminService({ db, logger, clock, config, storage });

  adminCrudRoutes(router, {
    path: '/blog',
    id: postId,
    input: postInputSchema,
    logged,
    actions: { created: 'post.created', updated: 'post.updated', removed: 'post.deleted' },
    list: () => service.list(),
    get: (id) => service.get(id),
    create: (input, req) => service.create(input, actorOf(req).adminId),
    update: (id, input) => service.update(id, input),
    remove: (id) => service.remove(id),
    removedMessage: MSG.postDeleted,
  });
  // The editor's live preview: exactly what the public page will show, from the same renderer.
  router.post('/blog/previsualizar', (req, res) => {
    const { cuerpo } = parseOrThrow(postPreviewSchema, req.body);
    const rendered: RenderedMarkdown = renderPost(cuerpo);
    res.json(rendered);
  });

  // ── cover (multipart: `imagen` and its `alt`, required) ───────────────────────────────────
  router.post(
    '/blog/:id/portada',
    logged('media.uploaded', 'entrada'),
    pathIds({ id: MSG.postNotFound }),
    uploads.handle({ field: POST_COVER_FIELDS.file, kind: 'image', missingMessage: () => MSG.selectImage }, async (req, upload) => {
      const id = postId(req);
      const { alt } = parseOrThrow(postCoverAltSchema, req.body);
      return { body: { message: MSG.coverSaved, post: await service.setCover(id, alt, upload) } };
    }),
  );
  router.put('/blog/:id/portada', logged('post.updated'), async (req, res) => {
    const id = postId(req);
    const { alt } = parseOrThrow(postCoverAltSchema, req.body);
    res.json({ message: MSG.coverSaved, post: await service.setCoverAlt(id, alt) });
  });
  router.delete('/blog/:id/portada', logged('post.updated'), async (req, res) => {
    res.json({ message: MSG.coverRemoved, post: await service.removeCover(postId(req)) });
  });

  router.post('/blog/:id/vista-previa', logged('post.preview_link_created'), async (req, res) => {
    res.status(201).json(await service.createPreviewLink(postId(req)));
  });

  return router;
}

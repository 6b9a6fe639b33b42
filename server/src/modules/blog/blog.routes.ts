import { Router } from 'express';
import { BLOG_ENDPOINTS, BLOG_LIMITS, BLOG_MESSAGES as MSG, postQuerySchema } from '@app/shared/blog';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/validate.js';
import { AnswerWithHeaders, createPublicReads, type PublicTables } from '../../web/public-reads.js';
import { answerBySlug } from '../content/index.js';
import { createBlogPublicService } from './blog-public.service.js';

/** The tables every public blog answer is read from: a committed write to one drops the cached answers. */
export const BLOG_TABLES: PublicTables = ['blog_entradas', 'blog_etiquetas', 'blog_entrada_etiquetas', 'blog_slugs'];

/** The preview token's shape (lib/secret-tokens.ts: 32 bytes in base64url). */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The blog's public reads, mounted with the other public content ahead of the body
 * parser. Answers come from the public content cache; its keys stay bounded because an unknown
 * tag, a page past the last and an unknown slug are 404s, which the cache does not keep. The
 * private preview is never cached (its token is a secret, not a key).
 */
export function blogRoutes({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = Router();
  const service = createBlogPublicService({ db });
  const reads = createPublicReads(db, () => clock().getTime());

  router.get(`/api${BLOG_ENDPOINTS.entradas}`, (req, res, next) => {
    const query = parseOrThrow(postQuerySchema, req.query);
    reads.answer(req, res, next, `blog:${query.etiqueta ?? ''}:${query.pagina}`, BLOG_TABLES, async () => {
      const { items, total } = await service.page(query);
      return new AnswerWithHeaders(items, { 'X-Total-Count': String(total) });
    });
  });

  router.get(`/api${BLOG_ENDPOINTS.etiquetas}`, (req, res, next) =>
    reads.answer(req, res, next, 'blog-etiquetas', BLOG_TABLES, service.tags),
  );

  router.get('/api/blog/vista-previa/:token', (req, res, next) => {
    const token = String(req.params.token);
    if (!PREVIEW_TOKEN.test(token)) return next(notFound(MSG.previewNotFound));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    service.preview(token).then((post) => res.json(post), next);
  });

  // A former slug answers 301 to the post's current API path (body: its slug, for the page's URL).
  router.get(
    '/api/blog/:slug',
    answerBySlug(reads, {
      maxLength: BLOG_LIMITS.slug,
      notFoundMessage: MSG.postNotFound,
      key: (slug) => `blog-entrada:${slug}`,
      tables: BLOG_TABLES,
      load: service.post,
      apiPath: BLOG_ENDPOINTS.entrada,
    }),
  );

  return router;
}

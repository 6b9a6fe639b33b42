import { BLOG_MESSAGES as MSG, BLOG_PAGES, type AdminPost, type PostData, type PostPreviewLink } from '@app/shared/blog';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { newSecretToken } from '../../lib/secret-tokens.js';
import { toDbDateTime } from '../../lib/time.js';
import type { MediaStorage } from '../../lib/storage.js';
import type { VerifiedUpload } from '../../lib/verified-upload.js';
import { assertSlugFree, keepFormerSlug, releaseSlug, slugRace, slugToStore } from '../../db/slugs.js';
import { createMediaReplacement } from '../../db/media-replacement.js';
import type { MediaReference } from '../../db/media-references.js';
import * as repo from './blog.repo.js';
import { syncSearchDocuments } from '../search/index.js';
import { postSearchSource } from './blog-search.js';
import { adminPostView, colombiaLocalToDb, renderPost, tagSlug } from './blog-views.js';
import type { Db } from '../../db/database.js';

/**
 * The back office's blog. A save renders the Markdown to sanitised HTML once, so the
 * public reads only copy it. `publicado` dates a post the first time it goes live (kept when it is
 * unpublished and published again); `programado` waits for the publisher (blog-publisher.ts), which
 * dates it at its scheduled time. The author is the admin who created the post, by name.
 */
export function createBlogAdminService({
  db,
  logger,
  clock,
  config,
  storage,
  mediaReferences,
}: Pick<AppDeps, 'db' | 'logger' | 'clock' | 'config'> & { storage: MediaStorage; mediaReferences?: readonly MediaReference[] }) {
  const media = createMediaReplacement({ db, logger, storage, mediaReferences });

  async function view(id: number): Promise<AdminPost> {
    const row = await repo.postById(db, id);
    if (!row) throw notFound(MSG.postNotFound);
    return adminPostView(row, (await repo.tagsOf(db, [id])).get(id));
  }

  /** The slug to store (db/slugs.ts): the one asked for, or one from the title. */
  const slugFor = (trx: Db, data: PostData, ownId?: number) => slugToStore(trx, repo.POST_SLUGS, data.slug, data.titulo, ownId);

  /** The UTC instant a `programado` payload is scheduled for (null otherwise); refused unless it is still ahead. */
  function scheduledAt(data: PostData, now: Date): string | null {
    if (data.estado !== 'programado') return null;
    const at = colombiaLocalToDb(data.publicarEn!);
    // Compared in whole minutes as typed: 08:00 is past from 08:00:00 on.
    if (at <= toDbDateTime(now)) throw badRequest(MSG.publicarEnPast, [{ path: 'publicarEn', msg: MSG.publicarEnPast }]);
    return at;
  }

  /** The stored columns of a payload; `previousPublishedAt` is the post's first publication, if any. */
  function columnsOf(data: PostData, slug: string, previousPublishedAt: string | null, now: Date): repo.PostColumns {
    const at = toDbDateTime(now);
    const publicarEn = scheduledAt(data, now);
    const { html, minutosLectura } = renderPost(data.cuerpo);
    return {
      titulo: data.titulo,
      slug,
      extracto: data.extracto,
      cuerpo: data.cuerpo,
      html,
      minutos_lectura: minutosLectura,
      estado: data.estado,
      publicar_en: publicarEn,
      publicado_at: data.estado === 'publicado' ? (previousPublishedAt ?? at) : previousPublishedAt,
      seo_titulo: data.seoTitulo,
      seo_descripcion: data.seoDescripcion,
      updated_at: at,
    };
  }

  /** The slug's owner checked before any write: a refused save leaves every table as it was (even new tags). */
  async function refuseTakenSlug(data: PostData, ownId?: number): Promise<void> {
    if (data.slug) await assertSlugFree(db, repo.POST_SLUGS, data.slug, ownId);
  }

  const tagIdsOf = (data: PostData) =>
    repo.ensureTags(
      db,
      data.etiquetas.map((nombre) => ({ slug: tagSlug(nombre), nombre })),
      toDbDateTime(clock()),
    );

  return {
    async list(): Promise<AdminPost[]> {
      const rows = await repo.adminPosts(db);
      const tags = await repo.tagsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => adminPostView(r, tags.get(r.id)));
    },

    get: view,

    async create(data: PostData, adminId: number): Promise<AdminPost> {
      const now = clock();
      const autor = (await repo.adminName(db, adminId)) ?? 'Equipo';
      const columns = columnsOf(data, '', null, now);
      await refuseTakenSlug(data);
      const tagIds = await tagIdsOf(data);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const slug = await slugFor(trx, data);
          await releaseSlug(trx, repo.POST_SLUGS, slug);
          const id = await repo.insertPost(trx, { ...columns, slug, autor }, toDbDateTime(now));
          await repo.setPostTags(trx, id, tagIds);
          // the site search finds a published post from this commit on, in every instance
          await syncSearchDocuments(trx, postSearchSource, [id]);
          return id;
        })
        .catch(slugRace(repo.POST_SLUGS));
      return view(id);
    },

    async update(id: number, data: PostData): Promise<AdminPost> {
      const now = clock();
      const before = await repo.postById(db, id);
      if (!before) throw notFound(MSG.postNotFound);
      scheduledAt(data, now); // a past schedule is refused before anything is written
      await refuseTakenSlug(data, id);
      const tagIds = await tagIdsOf(data);
      await db
        .transaction()
        .execute(async (trx) => {
          const current = await repo.postById(trx, id);
          if (!current) throw notFound(MSG.postNotFound);
          const slug = await slugFor(trx, data, id);
          await repo.updatePost(trx, id, columnsOf(data, slug, current.publicado_at, now));
          // a post that was ever public keeps answering to its previous slug (redirected)
          await keepFormerSlug(trx, repo.POST_SLUGS, id, current.slug, slug, toDbDateTime(now), current.publicado_at !== null);
          await repo.setPostTags(trx, id, tagIds);
          await syncSearchDocuments(trx, postSearchSource, [id]);
        })
        .catch(slugRace(repo.POST_SLUGS));
      return view(id);
    },

    async remove(id: number): Promise<void> {
      const current = await repo.postById(db, id);
      if (!current) throw notFound(MSG.postNotFound);
      const deleted = await db.transaction().execute(async (trx) => {
        if (!(await repo.deletePost(trx, id))) return false;
        await syncSearchDocuments(trx, postSearchSource, [id]);
        return true;
      });
      if (!deleted) throw notFound(MSG.postNotFound);
      await media.removeUnreferenced([current.portada_path]);
    },

    // ── cover ──────────────────────────────────────────────────────────────────────────────
    /** A new cover (with its alt text); the previous file goes once nothing uses it. */
    async setCover(id: number, alt: string, upload: VerifiedUpload): Promise<AdminPost> {
      if (!(await repo.postById(db, id))) throw notFound(MSG.postNotFound);
      const path = await media.replace('blog', upload, async (trx, stored) => {
        const current = await repo.postById(trx, id);
        if (!current) return undefined;
        await repo.setCover(trx, id, { path: stored, alt }, toDbDateTime(clock()));
        return { previous: current.portada_path };
      });
      if (!path) throw notFound(MSG.postNotFound);
      return view(id);
    },

    async setCoverAlt(id: number, alt: string): Promise<AdminPost> {
      const current = await repo.postById(db, id);
      if (!current) throw notFound(MSG.postNotFound);
      if (!current.portada_path) throw notFound(MSG.coverNotFound);
      await repo.setCover(db, id, { alt }, toDbDateTime(clock()));
      return view(id);
    },

    async removeCover(id: number): Promise<AdminPost> {
      const current = await repo.postById(db, id);
      if (!current) throw notFound(MSG.postNotFound);
      if (!current.portada_path) throw notFound(MSG.coverNotFound);
      await repo.setCover(db, id, { path: null, alt: null }, toDbDateTime(clock()));
      await media.removeUnreferenced([current.portada_path]);
      return view(id);
    },

    /**
     * A new private preview link: the token is shown this once; only its hash is stored, and the
     * previous link stops working.
     */
    async createPreviewLink(id: number): Promise<PostPreviewLink> {
      const { token, hash } = newSecretToken();
      if (!(await repo.setPreviewHash(db, id, hash))) throw notFound(MSG.postNotFound);
      return { message: MSG.previewCreated, url: `${config.publicUrl}${BLOG_PAGES.vistaPrevia(token)}` };
    },
  };
}

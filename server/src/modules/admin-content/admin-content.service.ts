import {
  ADMIN_CONTENT_MESSAGES as MSG,
  type AdminSliderSlot,
  type AdminTestimonial,
  type InicioSlideUpdate,
  type TestimonialCreate,
  type TestimonialUpdate,
} from '@app/shared/admin-content';
import { SLIDER_SLOTS, type InicioSlide, type PerfilProData } from '@app/shared/content';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/errors.js';
import { toDbDateTime } from '../../lib/time.js';
import type { MediaKind, MediaStorage } from '../../lib/storage.js';
import type { VerifiedUpload } from '../../lib/verified-upload.js';
import { SETTING_KEYS } from '../../db/schema.js';
import type { MediaReference } from '../../db/media-references.js';
import { createMediaReplacement } from '../../db/media-replacement.js';
import * as repo from './admin-content.repo.js';

/**
 * Rules of the admin content screens. Every file replacement follows db/media-replacement.ts
 * (store, commit, then delete the previous file once nothing uses it). The public
 * content cache follows the committed writes by itself (db/table-changes.ts).
 */
export type AdminContentService = ReturnType<typeof createAdminContentService>;

export function createAdminContentService({
  db,
  logger,
  clock,
  storage,
  mediaReferences,
}: Pick<AppDeps, 'db' | 'logger' | 'clock'> & {
  storage: MediaStorage;
  /** Default: the runtime's declaration (db/media-references.ts); a test may declare a table of its own. */
  mediaReferences?: readonly MediaReference[];
}) {
  const stamp = () => toDbDateTime(clock());
  const media = createMediaReplacement({ db, logger, storage, mediaReferences });
  const removeUnreferenced = media.removeUnreferenced;

  /** Stores `upload` and points the row at it (db/media-replacement.ts); a missing row is a 404. */
  async function replaceMedia(
    kind: MediaKind,
    upload: VerifiedUpload,
    commit: (trx: repo.Trx, path: string) => Promise<{ previous: string | null } | undefined>,
  ): Promise<string> {
    const path = await media.replace(kind, upload, commit);
    if (!path) throw notFound(MSG.testimonialNotFound);
    return path;
  }

  const previousOf = async (value: Promise<string | null>) => ({ previous: await value });

  return {
    // ── funnel slider ────────────────────────────────────────────────────────────────────────
    async sliderImages(): Promise<AdminSliderSlot[]> {
      const rows = await repo.sliderImages(db);
      return Array.from({ length: SLIDER_SLOTS }, (_, i) => ({ slot: i + 1, path: rows.find((r) => r.slot === i + 1)?.path ?? null }));
    },

    uploadSliderImage(slot: number, upload: VerifiedUpload): Promise<string> {
      return replaceMedia('slider', upload, (trx, path) => previousOf(repo.setSliderImage(trx, slot, path, stamp())));
    },

    // ── motivational video ───────────────────────────────────────────────────────────────────
    async motivationalVideo(): Promise<{ path: string | null }> {
      const values = await repo.settings(db, [SETTING_KEYS.motivationalVideo]);
      return { path: values[SETTING_KEYS.motivationalVideo] || null };
    },

    uploadMotivationalVideo(upload: VerifiedUpload): Promise<string> {
      return replaceMedia('video', upload, (trx, path) => previousOf(repo.setSetting(trx, SETTING_KEYS.motivationalVideo, path, stamp())));
    },

    // ── professional profile ─────────────────────────────────────────────────────────────────
    async perfil(): Promise<PerfilProData> {
      const v = await repo.settings(db, [SETTING_KEYS.profileText, SETTING_KEYS.profileImage, SETTING_KEYS.profileVideo]);
      return {
        imagePath: v[SETTING_KEYS.profileImage] || null,
        text: v[SETTING_KEYS.profileText] ?? '',
        videoPath: v[SETTING_KEYS.profileVideo] || null,
      };
    },

    async savePerfilText(texto: string): Promise<void> {
      await db.transaction().execute((trx) => repo.setSetting(trx, SETTING_KEYS.profileText, texto, stamp()));
    },

    uploadPerfilImage(upload: VerifiedUpload): Promise<string> {
      return replaceMedia('perfil', upload, (trx, path) => previousOf(repo.setSetting(trx, SETTING_KEYS.profileImage, path, stamp())));
    },

    uploadPerfilVideo(upload: VerifiedUpload): Promise<string> {
      return replaceMedia('perfil', upload, (trx, path) => previousOf(repo.setSetting(trx, SETTING_KEYS.profileVideo, path, stamp())));
    },

    // ── testimonials ─────────────────────────────────────────────────────────────────────────
    testimonials: (): Promise<AdminTestimonial[]> => repo.testimonials(db),

    createTestimonial: (input: TestimonialCreate): Promise<AdminTestimonial> => repo.createTestimonial(db, input, stamp()),

    async updateTestimonial(id: number, input: TestimonialUpdate): Promise<AdminTestimonial> {
      if (!(await repo.updateTestimonial(db, id, input, stamp()))) throw notFound(MSG.testimonialNotFound);
      const updated = await repo.testimonial(db, id);
      if (!updated) throw notFound(MSG.testimonialNotFound);
      return updated;
    },

    async deleteTestimonial(id: number): Promise<void> {
      const paths = await repo.deleteTestimonial(db, id);
      if (!paths) throw notFound(MSG.testimonialNotFound);
      await removeUnreferenced(paths);
    },

    /** 404 before any processing when the testimonial does not exist. */
    async uploadTestimonialMedia(
      id: number,
      media: 'video' | 'poster',
      upload: VerifiedUpload,
    ): Promise<{ path: string; testimonial: AdminTestimonial }> {
      if (!(await repo.testimonial(db, id))) throw notFound(MSG.testimonialNotFound);
      const column = media === 'video' ? 'video_path' : 'poster_path';
      const path = await replaceMedia('testimonials', upload, (trx, p) => repo.setTestimonialMedia(trx, id, column, p, stamp()));
      const testimonial = await repo.testimonial(db, id);
      if (!testimonial) throw notFound(MSG.testimonialNotFound);
      return { path, testimonial };
    },

    // ── home hero slides ─────────────────────────────────────────────────────────────────────
    inicioSlides: (): Promise<InicioSlide[]> => repo.inicioSlides(db),

    async saveSlideTexts(id: number, texts: InicioSlideUpdate): Promise<InicioSlide> {
      await repo.saveSlideTexts(db, id, texts, stamp());
      return (await repo.inicioSlide(db, id))!;
    },

    async uploadSlideHero(id: number, upload: VerifiedUpload): Promise<{ path: string; slide: InicioSlide }> {
      const path = await replaceMedia('inicio', upload, (trx, p) => previousOf(repo.setSlideHero(trx, id, p, stamp())));
      return { path, slide: (await repo.inicioSlide(db, id))! };
    },
  };
}

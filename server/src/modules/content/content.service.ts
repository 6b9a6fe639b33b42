import type { InicioSlide, MotivationalVideoPath, PerfilProData, PublicTestimonial, SliderImages } from '@app/shared/content';
import { SETTING_KEYS } from '../../db/schema.js';
import type { AppDeps } from '../../app-deps.js';
import * as repo from './content.repo.js';

/** A stored path, or null when it is missing or blank. */
function presentPath(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The public content answers (spec §7 "Public"), built from the repo's rows. */
export type ContentService = ReturnType<typeof createContentService>;

export function createContentService({ db }: Pick<AppDeps, 'db'>) {
  return {
    async inicioSlides(): Promise<InicioSlide[]> {
      const rows = await repo.listInicioSlides(db);
      return rows.map((r) => ({ ...r, hero_img_path: presentPath(r.hero_img_path) }));
    },

    async sliderImages(): Promise<SliderImages> {
      const paths = await repo.listSliderImagePaths(db);
      return paths.map(presentPath).filter((p): p is string => p !== null);
    },

    /** '' when no video is stored (documented in shared/src/content.ts). */
    async motivationalVideoPath(): Promise<MotivationalVideoPath> {
      const settings = await repo.settings(db, [SETTING_KEYS.motivationalVideo]);
      return presentPath(settings.get(SETTING_KEYS.motivationalVideo)) ?? '';
    },

    async perfilPro(): Promise<PerfilProData> {
      const settings = await repo.settings(db, [SETTING_KEYS.profileImage, SETTING_KEYS.profileText, SETTING_KEYS.profileVideo]);
      return {
        imagePath: presentPath(settings.get(SETTING_KEYS.profileImage)),
        text: settings.get(SETTING_KEYS.profileText) ?? '',
        videoPath: presentPath(settings.get(SETTING_KEYS.profileVideo)),
      };
    },

    async testimonials(): Promise<PublicTestimonial[]> {
      const rows = await repo.listActiveTestimonials(db);
      return rows.map((r) => ({ ...r, video_path: presentPath(r.video_path), poster_path: presentPath(r.poster_path) }));
    },
  };
}

import type { DB } from '../../db/database.js';
import { HOME_SLIDE_IDS, type InicioSlide, type PublicTestimonial } from '@app/shared/content';

/** All SQL of the public content reads. */

export function listInicioSlides(db: DB): Promise<InicioSlide[]> {
  return db
    .selectFrom('inicio_slides')
    .select(['id', 'sub_title', 'title1_pre', 'title1_highlight', 'title2', 'hero_img_path'])
    .where('id', 'in', [...HOME_SLIDE_IDS])
    .orderBy('id')
    .execute();
}

export async function listSliderImagePaths(db: DB): Promise<(string | null)[]> {
  const rows = await db.selectFrom('slider_images').select('image_path').orderBy('slot').execute();
  return rows.map((r) => r.image_path);
}

/** Values of the given site settings; a missing key is absent from the result. */
export async function settings(db: DB, keys: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await db
    .selectFrom('site_settings')
    .select(['setting_key', 'value'])
    .where('setting_key', 'in', [...keys])
    .execute();
  return new Map(rows.map((r) => [r.setting_key, r.value]));
}

export function listActiveTestimonials(db: DB): Promise<PublicTestimonial[]> {
  return db
    .selectFrom('testimonials')
    .select(['id', 'title', 'description', 'video_path', 'poster_path'])
    .where('is_active', '=', 1)
    .orderBy('orden')
    .orderBy('id')
    .execute();
}

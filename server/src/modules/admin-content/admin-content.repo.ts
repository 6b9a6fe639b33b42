import type { Transaction } from 'kysely';
import type { AdminSliderSlot, AdminTestimonial, InicioSlideUpdate, TestimonialCreate } from '@app/shared/admin-content';
import type { InicioSlide } from '@app/shared/content';
import { dialectOf, type DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { SETTING_KEYS } from '../../db/schema.js';

export type Trx = Transaction<Database>;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];
export type TestimonialMedia = 'video_path' | 'poster_path';

const TESTIMONIAL_COLUMNS = ['id', 'title', 'description', 'video_path', 'poster_path', 'orden', 'is_active'] as const;

function toTestimonial(row: {
  id: number;
  title: string;
  description: string | null;
  video_path: string | null;
  poster_path: string | null;
  orden: number;
  is_active: number | boolean;
}): AdminTestimonial {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    video_path: row.video_path,
    poster_path: row.poster_path,
    orden: Number(row.orden),
    is_active: Boolean(Number(row.is_active)),
  };
}

/* All SQL of the admin content screens. Writes that replace a file return the previous path; `at` is
   the write's time (the service's clock) as a database instant. */

/** MySQL locks the row read inside the transaction; SQLite transactions are already serialized. */
const lock = <Q extends { forUpdate(): Q }>(trx: Trx, query: Q): Q => (dialectOf(trx) === 'mysql' ? query.forUpdate() : query);

// ── funnel slider ────────────────────────────────────────────────────────────────────────
export async function sliderImages(db: DB): Promise<AdminSliderSlot[]> {
  const rows = await db.selectFrom('slider_images').select(['slot', 'image_path']).orderBy('slot').execute();
  return rows.map((r) => ({ slot: Number(r.slot), path: r.image_path }));
}

export async function setSliderImage(trx: Trx, slot: number, path: string, at: string): Promise<string | null> {
  const current = await lock(trx, trx.selectFrom('slider_images').select('image_path').where('slot', '=', slot)).executeTakeFirst();
  if (current) {
    await trx.updateTable('slider_images').set({ image_path: path, updated_at: at }).where('slot', '=', slot).execute();
    return current.image_path;
  }
  await trx.insertInto('slider_images').values({ slot, image_path: path, updated_at: at }).execute();
  return null;
}

// ── single-value settings (video, profile) ───────────────────────────────────────────────
export async function settings(db: DB, keys: SettingKey[]): Promise<Partial<Record<SettingKey, string | null>>> {
  const rows = await db.selectFrom('site_settings').select(['setting_key', 'value']).where('setting_key', 'in', keys).execute();
  return Object.fromEntries(rows.map((r) => [r.setting_key, r.value]));
}

export async function setSetting(trx: Trx, key: SettingKey, value: string | null, at: string): Promise<string | null> {
  const current = await lock(trx, trx.selectFrom('site_settings').select('value').where('setting_key', '=', key)).executeTakeFirst();
  if (current) {
    await trx.updateTable('site_settings').set({ value, updated_at: at }).where('setting_key', '=', key).execute();
    return current.value;
  }
  await trx.insertInto('site_settings').values({ setting_key: key, value, updated_at: at }).execute();
  return null;
}

// ── home hero slides ─────────────────────────────────────────────────────────────────────
export async function inicioSlides(db: DB): Promise<InicioSlide[]> {
  const rows = await db
    .selectFrom('inicio_slides')
    .select(['id', 'sub_title', 'title1_pre', 'title1_highlight', 'title2', 'hero_img_path'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function inicioSlide(db: DB, id: number): Promise<InicioSlide | undefined> {
  const row = await db
    .selectFrom('inicio_slides')
    .select(['id', 'sub_title', 'title1_pre', 'title1_highlight', 'title2', 'hero_img_path'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}

/** Saves the texts, creating the slide when it does not exist yet. */
export async function saveSlideTexts(db: DB, id: number, texts: InicioSlideUpdate, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lock(trx, trx.selectFrom('inicio_slides').select('id').where('id', '=', id)).executeTakeFirst();
    if (current)
      await trx
        .updateTable('inicio_slides')
        .set({ ...texts, updated_at: at })
        .where('id', '=', id)
        .execute();
    else
      await trx
        .insertInto('inicio_slides')
        .values({ id, ...texts, hero_img_path: null, updated_at: at })
        .execute();
  });
}

export async function setSlideHero(trx: Trx, id: number, path: string, at: string): Promise<string | null> {
  const current = await lock(trx, trx.selectFrom('inicio_slides').select('hero_img_path').where('id', '=', id)).executeTakeFirst();
  if (current) {
    await trx.updateTable('inicio_slides').set({ hero_img_path: path, updated_at: at }).where('id', '=', id).execute();
    return current.hero_img_path;
  }
  await trx
    .insertInto('inicio_slides')
    .values({ id, sub_title: '', title1_pre: '', title1_highlight: '', title2: '', hero_img_path: path, updated_at: at })
    .execute();
  return null;
}

// ── testimonials ─────────────────────────────────────────────────────────────────────────
export async function testimonials(db: DB): Promise<AdminTestimonial[]> {
  const rows = await db.selectFrom('testimonials').select(TESTIMONIAL_COLUMNS).orderBy('orden').orderBy('id').execute();
  return rows.map(toTestimonial);
}

export async function testimonial(db: DB, id: number, trx: DB | Trx = db): Promise<AdminTestimonial | undefined> {
  const row = await trx.selectFrom('testimonials').select(TESTIMONIAL_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toTestimonial(row);
}

export async function createTestimonial(db: DB, input: TestimonialCreate, at: string): Promise<AdminTestimonial> {
  const orden = await db
    .selectFrom('testimonials')
    .select((eb) => eb.fn.max('orden').as('max'))
    .executeTakeFirst();
  const result = await db
    .insertInto('testimonials')
    .values({
      title: input.title,
      description: input.description,
      video_path: null,
      poster_path: null,
      // New ones go last; the admin can reorder them.
      orden: Number(orden?.max ?? 0) + 1,
      is_active: 1,
      created_at: at,
      updated_at: at,
    })
    .executeTakeFirstOrThrow();
  const created = await testimonial(db, Number(result.insertId));
  if (!created) throw new Error('testimonial vanished after insert');
  return created;
}

/** Returns false when there is no such testimonial. */
export async function updateTestimonial(
  db: DB,
  id: number,
  changes: { title: string; description: string | null; orden: number; is_active?: boolean },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('testimonials')
    .set({
      title: changes.title,
      description: changes.description,
      orden: changes.orden,
      ...(changes.is_active === undefined ? {} : { is_active: changes.is_active ? 1 : 0 }),
      updated_at: at,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 || !!(await testimonial(db, id));
}

/** Deletes the row and returns its media paths, or undefined when there is no such testimonial. */
export async function deleteTestimonial(db: DB, id: number): Promise<(string | null)[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await lock(
      trx,
      trx.selectFrom('testimonials').select(['video_path', 'poster_path']).where('id', '=', id),
    ).executeTakeFirst();
    if (!row) return undefined;
    await trx.deleteFrom('testimonials').where('id', '=', id).execute();
    return [row.video_path, row.poster_path];
  });
}

/** Returns the previous path, or undefined when there is no such testimonial. */
export async function setTestimonialMedia(
  trx: Trx,
  id: number,
  column: TestimonialMedia,
  path: string,
  at: string,
): Promise<{ previous: string | null } | undefined> {
  const row = await lock(trx, trx.selectFrom('testimonials').select(['video_path', 'poster_path']).where('id', '=', id)).executeTakeFirst();
  if (!row) return undefined;
  await trx
    .updateTable('testimonials')
    .set({ [column]: path, updated_at: at })
    .where('id', '=', id)
    .execute();
  return { previous: row[column] };
}

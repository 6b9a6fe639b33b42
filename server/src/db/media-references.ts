import { sql, type Kysely } from 'kysely';
import { SETTING_KEYS, type Database } from './schema.js';

/**
 * Which columns hold paths of uploaded media (`uploads/...`). The one list read by the check
 * "is this file still used?" before a replaced or deleted file is removed, and by the backup's
 * check that every file the database points at is in the archive. A table or column that gains a
 * media path is added here, and only here: forgotten, replacing one row's file would delete a
 * file another row still uses (the demo content shares files between rows).
 */
export interface MediaReference {
  table: string;
  column: string;
  /** Only the rows whose `column` has one of `values` (key–value tables such as site_settings). */
  onlyWhere?: { column: string; values: readonly string[] };
}

type Column<T extends keyof Database> = keyof Database[T] & string;

/** Typed against the schema, so a renamed table or column fails the typecheck here. */
const ref = <T extends keyof Database & string>(
  table: T,
  column: Column<T>,
  onlyWhere?: { column: Column<T>; values: readonly string[] },
): MediaReference => ({ table, column, ...(onlyWhere ? { onlyWhere } : {}) });

export const MEDIA_REFERENCES: readonly MediaReference[] = [
  ref('inicio_slides', 'hero_img_path'),
  ref('slider_images', 'image_path'),
  ref('testimonials', 'video_path'),
  ref('testimonials', 'poster_path'),
  ref('users', 'profile_image_path'),
  ref('producto_imagenes', 'path'),
  ref('blog_entradas', 'portada_path'),
  ref('retos', 'imagen_path'),
  ref('site_settings', 'value', {
    column: 'setting_key',
    values: [SETTING_KEYS.motivationalVideo, SETTING_KEYS.profileImage, SETTING_KEYS.profileVideo],
  }),
];

// Untyped on purpose: the declaration names its tables as data (a test declares one of its own).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDB = Kysely<any>;

const rowsOf = (db: AnyDB, r: MediaReference) => {
  let query = db.selectFrom(r.table).where(sql.ref(r.column), 'is not', null);
  if (r.onlyWhere) query = query.where(sql.ref(r.onlyWhere.column), 'in', r.onlyWhere.values);
  return query;
};

/** True when any declared column still points at this file. */
export async function isPathReferenced(
  db: AnyDB,
  path: string,
  references: readonly MediaReference[] = MEDIA_REFERENCES,
): Promise<boolean> {
  const hits = await Promise.all(
    references.map((r) => rowsOf(db, r).select(sql.lit(1).as('hit')).where(sql.ref(r.column), '=', path).limit(1).executeTakeFirst()),
  );
  return hits.some(Boolean);
}

/** Every distinct media path the database points at, sorted. */
export async function referencedMediaPaths(db: AnyDB, references: readonly MediaReference[] = MEDIA_REFERENCES): Promise<string[]> {
  const lists = await Promise.all(
    references.map((r) =>
      rowsOf(db, r)
        .select(sql<string>`${sql.ref(r.column)}`.as('path'))
        .distinct()
        .execute(),
    ),
  );
  return [
    ...new Set(
      lists
        .flat()
        .map((row) => String(row.path))
        .filter(Boolean),
    ),
  ].sort();
}

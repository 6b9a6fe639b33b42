import { sql, type Kysely, type Selectable } from 'kysely';
import { BLOG_LIMITS, BLOG_MESSAGES, RESERVED_POST_SLUGS, type PostTag, type PostTagCount } from '@app/shared/blog';
import type { BlogEntradasTable, Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database.js';
import { forgetSlugs, type SlugKind } from '../../db/slugs.js';
import type { Db } from '../../db/database.js';
import { groupBy } from '../../lib/group-by.js';

/** SQL of the blog: posts, their former slugs, tags and which posts carry them. */
export type PostRow = Selectable<BlogEntradasTable>;

/** The columns a save writes (the service computes them: slug, HTML, reading time, instants). */
export type PostColumns = Omit<PostRow, 'id' | 'created_at' | 'portada_path' | 'portada_alt' | 'vista_previa_hash' | 'autor'>;

const PUBLISHED = 'publicado';

/**
 * The posts' slugs and former slugs (db/slugs.ts): a former slug leads to a published post only;
 * the blog's own pages (`etiquetas`, `vista-previa`, `rss`) are never a post's.
 */
export const POST_SLUGS: SlugKind = {
  table: 'blog_entradas',
  formerTable: 'blog_slugs',
  ownerColumn: 'entrada_id',
  isPublic: sql`r.estado = ${PUBLISHED}`,
  maxLength: BLOG_LIMITS.slug,
  fallback: 'entrada',
  reserved: RESERVED_POST_SLUGS,
  takenMessage: BLOG_MESSAGES.slugTaken,
};

const normalise = (r: PostRow): PostRow => ({ ...r, id: Number(r.id), minutos_lectura: Number(r.minutos_lectura) });

export async function postById(db: Db, id: number): Promise<PostRow | undefined> {
  const row = await db.selectFrom('blog_entradas').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

export async function postBySlug(db: Db, slug: string): Promise<PostRow | undefined> {
  const row = await db.selectFrom('blog_entradas').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row && normalise(row);
}

export async function postByPreviewHash(db: Db, hash: string): Promise<PostRow | undefined> {
  const row = await db.selectFrom('blog_entradas').selectAll().where('vista_previa_hash', '=', hash).executeTakeFirst();
  return row && normalise(row);
}

/** The name the activity log and the posts show for an admin. */
export async function adminName(db: Db, adminId: number): Promise<string | undefined> {
  const row = await db.selectFrom('admins').select('username').where('id', '=', adminId).executeTakeFirst();
  return row?.username;
}

export async function insertPost(db: Db, columns: PostColumns & { autor: string }, at: string): Promise<number> {
  const result = await db
    .insertInto('blog_entradas')
    .values({ ...columns, portada_path: null, portada_alt: null, vista_previa_hash: null, created_at: at })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Saves the post (its former slug is db/slugs.ts's `keepFormerSlug`). */
export async function updatePost(db: Db, id: number, columns: PostColumns): Promise<void> {
  await db.updateTable('blog_entradas').set(columns).where('id', '=', id).execute();
}

export async function deletePost(db: Db, id: number): Promise<boolean> {
  // Links to tags and former slugs go with it (ON DELETE CASCADE).
  await db.deleteFrom('blog_entrada_etiquetas').where('entrada_id', '=', id).execute();
  await forgetSlugs(db, POST_SLUGS, id);
  const result = await db.deleteFrom('blog_entradas').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setCover(db: Db, id: number, cover: { path?: string | null; alt?: string | null }, at: string): Promise<void> {
  const values: { portada_path?: string | null; portada_alt?: string | null; updated_at: string } = { updated_at: at };
  if (cover.path !== undefined) values.portada_path = cover.path;
  if (cover.alt !== undefined) values.portada_alt = cover.alt;
  await db.updateTable('blog_entradas').set(values).where('id', '=', id).execute();
}

export async function setPreviewHash(db: Db, id: number, hash: string): Promise<boolean> {
  // Not a change of the post: updated_at (the public "actualizado") stays.
  const result = await db.updateTable('blog_entradas').set({ vista_previa_hash: hash }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ── tags ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The ids of these tags (slug → name as typed), creating the missing ones. Each insert commits on
 * its own, before the post's transaction: a tag two saves create at once is inserted by one and
 * read back by the other, which a consistent read inside a MySQL transaction might not see. Tags
 * no post carries any more stay (nothing public lists them); a later post reuses them.
 */
export async function ensureTags(db: Kysely<Database>, tags: { slug: string; nombre: string }[], at: string): Promise<number[]> {
  const ids: number[] = [];
  for (const tag of tags) {
    const find = () => db.selectFrom('blog_etiquetas').select('id').where('slug', '=', tag.slug).executeTakeFirst();
    let row = await find();
    if (!row) {
      try {
        const result = await db
          .insertInto('blog_etiquetas')
          .values({ slug: tag.slug, nombre: tag.nombre, created_at: at })
          .executeTakeFirstOrThrow();
        row = { id: Number(result.insertId) };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        row = await find();
        if (!row) throw err;
      }
    }
    ids.push(Number(row.id));
  }
  return ids;
}

/** The post's tags become exactly `tagIds`, in that order. */
export async function setPostTags(db: Db, id: number, tagIds: number[]): Promise<void> {
  await db.deleteFrom('blog_entrada_etiquetas').where('entrada_id', '=', id).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('blog_entrada_etiquetas')
    .values(tagIds.map((etiqueta_id, posicion) => ({ entrada_id: id, etiqueta_id, posicion })))
    .execute();
}

/** Tags of these posts in their order, by post id. */
export async function tagsOf(db: Db, ids: number[]): Promise<Map<number, (PostTag & { id: number })[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('blog_entrada_etiquetas as l')
    .innerJoin('blog_etiquetas as t', 't.id', 'l.etiqueta_id')
    .select(['l.entrada_id', 't.id', 't.slug', 't.nombre'])
    .where('l.entrada_id', 'in', ids)
    .orderBy('l.entrada_id')
    .orderBy('l.posicion')
    .execute();
  return groupBy(
    rows,
    (r) => Number(r.entrada_id),
    (r) => ({ id: Number(r.id), slug: r.slug, nombre: r.nombre }),
  );
}

export async function tagBySlug(db: Db, slug: string): Promise<{ id: number; slug: string; nombre: string } | undefined> {
  const row = await db.selectFrom('blog_etiquetas').select(['id', 'slug', 'nombre']).where('slug', '=', slug).executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}

/** Tags carried by at least one published post, with how many, by name. */
export async function tagCounts(db: Db): Promise<PostTagCount[]> {
  const rows = await db
    .selectFrom('blog_etiquetas as t')
    .innerJoin('blog_entrada_etiquetas as l', 'l.etiqueta_id', 't.id')
    .innerJoin('blog_entradas as e', 'e.id', 'l.entrada_id')
    .select(['t.slug', 't.nombre', (eb) => eb.fn.countAll<number>().as('entradas')])
    .where('e.estado', '=', PUBLISHED)
    .groupBy(['t.id', 't.slug', 't.nombre'])
    .orderBy('t.nombre')
    .execute();
  return rows.map((r) => ({ slug: r.slug, nombre: r.nombre, entradas: Number(r.entradas) }));
}

// ── public lists ─────────────────────────────────────────────────────────────────────────────

/** Every post, drafts included, last changed first. */
export async function adminPosts(db: Db): Promise<PostRow[]> {
  const rows = await db.selectFrom('blog_entradas').selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(normalise);
}

/** One page of published posts, newest first, optionally those carrying a tag; and how many there are. */
export async function publishedPage(
  db: Db,
  opts: { tagId?: number; offset: number; limit: number },
): Promise<{ rows: PostRow[]; total: number }> {
  let base = db.selectFrom('blog_entradas as e').where('e.estado', '=', PUBLISHED);
  if (opts.tagId !== undefined) {
    const tagId = opts.tagId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('blog_entrada_etiquetas as l')
          .select(sql.lit(1).as('x'))
          .whereRef('l.entrada_id', '=', 'e.id')
          .where('l.etiqueta_id', '=', tagId),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    base.selectAll('e').orderBy('e.publicado_at', 'desc').orderBy('e.id', 'desc').limit(opts.limit).offset(opts.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(normalise), total: Number(count.n) };
}

/** The newest published posts (the feed). */
export async function latestPublished(db: Db, limit: number): Promise<PostRow[]> {
  return (await publishedPage(db, { offset: 0, limit })).rows;
}

/** Every published post's slug and last change (the sitemap). */
export async function publishedSlugs(db: Db): Promise<{ slug: string; updated_at: string }[]> {
  return db
    .selectFrom('blog_entradas')
    .select(['slug', 'updated_at'])
    .where('estado', '=', PUBLISHED)
    .orderBy('publicado_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Up to `limit` published posts sharing the most tags with `id`, newest first among equals. */
export async function relatedPosts(db: Db, id: number, tagIds: number[], limit: number): Promise<PostRow[]> {
  if (tagIds.length === 0) return [];
  const ranked = await db
    .selectFrom('blog_entrada_etiquetas as l')
    .innerJoin('blog_entradas as e', 'e.id', 'l.entrada_id')
    .select(['l.entrada_id', (eb) => eb.fn.countAll<number>().as('shared'), (eb) => eb.fn.max('e.publicado_at').as('publicado')])
    .where('l.etiqueta_id', 'in', tagIds)
    .where('l.entrada_id', '!=', id)
    .where('e.estado', '=', PUBLISHED)
    .groupBy('l.entrada_id')
    .orderBy('shared', 'desc')
    .orderBy('publicado', 'desc')
    .orderBy('l.entrada_id', 'desc')
    .limit(limit)
    .execute();
  if (ranked.length === 0) return [];
  const ids = ranked.map((r) => Number(r.entrada_id));
  const rows = await db.selectFrom('blog_entradas').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), normalise(r)]));
  return ids.map((i) => byId.get(i)).filter((r): r is PostRow => r !== undefined);
}

// ── scheduled publishing ─────────────────────────────────────────────────────────────────────

/** Scheduled posts whose time has come. */
export async function duePosts(db: Db, now: string): Promise<{ id: number; titulo: string }[]> {
  const rows = await db
    .selectFrom('blog_entradas')
    .select(['id', 'titulo'])
    .where('estado', '=', 'programado')
    .where('publicar_en', '<=', now)
    .orderBy('publicar_en')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), titulo: r.titulo }));
}

/**
 * Publishes one due post, dated at its scheduled time. Conditional: only a post still scheduled and
 * due changes, so of several processes running this at once exactly one gets `true`.
 */
export async function publishIfDue(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('blog_entradas')
    .set((eb) => ({ estado: PUBLISHED, publicado_at: eb.ref('publicar_en'), publicar_en: null, updated_at: now }))
    .where('id', '=', id)
    .where('estado', '=', 'programado')
    .where('publicar_en', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

import { sql, type RawBuilder } from 'kysely';
import { slugify } from '@app/shared/slug';
import { conflict } from '../lib/errors.js';
import { isUniqueViolation, type Db } from './database.js';

/**
 * The one slug policy of the kinds a public address names by slug: products, blog posts and retos
 * (docs/architecture.md §20, "Slugs"). For every kind alike:
 * - a slug asked for is kept if no other row has it (409 with the kind's Spanish message
 *   otherwise, also when two saves race for it: the UNIQUE index answers the second);
 * - without one, it is made from the name (`slugify`, accents folded), leaving room for `-2`,
 *   `-3`… on a collision, with the kind's fallback when the name has no letter or digit, never one
 *   of the kind's reserved addresses;
 * - a row whose slug changes keeps answering to the old one: the former slug is kept and the
 *   public read of it is a 301 to the current address (`MovedSlug`); a slug taken again as a
 *   current one stops redirecting.
 * Each kind declares its tables in its repo (SQL stays in the repos and here).
 */
export interface SlugKind {
  /** The rows, with their unique `slug` column. */
  table: 'productos' | 'blog_entradas' | 'retos';
  /** Their former slugs: `slug` (primary key), the row's id, `created_at`. */
  formerTable: 'producto_slugs' | 'blog_slugs' | 'reto_slugs';
  ownerColumn: 'producto_id' | 'entrada_id' | 'reto_id';
  /** When a former slug still leads somewhere: the row (alias `r`) is public. */
  isPublic: RawBuilder<unknown>;
  /** The slug column's length. */
  maxLength: number;
  /** The slug of a name without a letter or a digit. */
  fallback: string;
  /** Addresses the kind's own pages take (never a row's slug). */
  reserved?: readonly string[];
  /** The 409 when another row has the slug asked for. */
  takenMessage: string;
}

/** A public read asked for by a former slug: the current one, for the 301. */
export class MovedSlug extends Error {
  constructor(readonly slug: string) {
    super('moved');
  }
}

const taken = (kind: SlugKind) => conflict(kind.takenMessage, [{ path: 'slug', msg: kind.takenMessage }]);

/** The row whose current slug this is, if any (archived rows too: they keep theirs). */
export async function slugOwner(db: Db, kind: SlugKind, slug: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(kind.table)} where slug = ${slug}`.execute(db);
  return rows[0] && Number(rows[0].id);
}

/** Refuses (409) a slug asked for that another row has. */
export async function assertSlugFree(db: Db, kind: SlugKind, slug: string, ownId?: number): Promise<void> {
  const owner = await slugOwner(db, kind, slug);
  if (owner !== undefined && owner !== ownId) throw taken(kind);
}

/** A free slug made from `name`: the plain one, else `-2`, `-3`… */
export async function slugFromName(db: Db, kind: SlugKind, name: string, ownId?: number): Promise<string> {
  const base = slugify(name, kind.maxLength - 4) || kind.fallback;
  const { rows } = await sql<{
    id: number;
    slug: string;
  }>`select id, slug from ${sql.table(kind.table)} where slug like ${`${base}%`}`.execute(db);
  const used = new Set(rows.filter((r) => ownId === undefined || Number(r.id) !== ownId).map((r) => r.slug));
  for (const reserved of kind.reserved ?? []) used.add(reserved);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The slug to store: the one asked for (refused when another row has it), or one made from the name. */
export async function slugToStore(db: Db, kind: SlugKind, asked: string | null | undefined, name: string, ownId?: number): Promise<string> {
  if (!asked) return slugFromName(db, kind, name, ownId);
  await assertSlugFree(db, kind, asked, ownId);
  return asked;
}

/** Two saves racing for one slug: the UNIQUE index refuses the second, answered as the 409 it is. */
export const slugRace =
  (kind: SlugKind) =>
  (err: unknown): never => {
    if (isUniqueViolation(err)) throw taken(kind);
    throw err;
  };

/** A new row takes `slug`: it stops redirecting to the row that had it before. */
export async function releaseSlug(db: Db, kind: SlugKind, slug: string): Promise<void> {
  await sql`delete from ${sql.table(kind.formerTable)} where slug = ${slug}`.execute(db);
}

/**
 * Row `id`'s slug went from `previous` to `current`: the new one stops redirecting elsewhere, and
 * the old one is kept for the row's redirect unless `keep` is false (a post never published had no
 * public address to keep).
 */
export async function keepFormerSlug(db: Db, kind: SlugKind, id: number, previous: string, current: string, at: string, keep = true) {
  if (previous === current) return;
  await sql`delete from ${sql.table(kind.formerTable)} where slug in (${previous}, ${current})`.execute(db);
  if (keep)
    await sql`insert into ${sql.table(kind.formerTable)} (slug, ${sql.ref(kind.ownerColumn)}, created_at) values (${previous}, ${id}, ${at})`.execute(
      db,
    );
}

/** A deleted row's former slugs go with it. */
export async function forgetSlugs(db: Db, kind: SlugKind, id: number): Promise<void> {
  await sql`delete from ${sql.table(kind.formerTable)} where ${sql.ref(kind.ownerColumn)} = ${id}`.execute(db);
}

/** The current slug of the public row that once answered to `former`. */
export async function currentSlugOf(db: Db, kind: SlugKind, former: string): Promise<string | undefined> {
  const { rows } = await sql<{
    slug: string;
  }>`select r.slug from ${sql.table(kind.formerTable)} s join ${sql.table(kind.table)} r on r.id = ${sql.ref(`s.${kind.ownerColumn}`)} where s.slug = ${former} and ${kind.isPublic}`.execute(
    db,
  );
  return rows[0]?.slug;
}

/** A public read's miss: a former slug moves (MovedSlug), anything else is the kind's 404. */
export async function movedOrMissing(db: Db, kind: SlugKind, slug: string, notFound: () => Error): Promise<never> {
  const current = await currentSlugOf(db, kind, slug);
  throw current ? new MovedSlug(current) : notFound();
}

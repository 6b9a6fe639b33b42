import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Which columns hold paths of uploaded media (`uploads/...`). Each module declares its own in its
 * descriptor (`media`, server/src/modules/server-module.ts), the infrastructure its own
 * (server/src/infrastructure.ts), and `MEDIA_REFERENCES` in server/src/modules.ts is their union:
 * the one list read by the check "is this file still used?" before a replaced or deleted file is
 * removed, and by the backup's check that every file the database points at is in the archive.
 * A column left out would let replacing one row's file delete a file another row still uses (the
 * demo content shares files between rows); server/test/architecture/media-columns.test.ts finds
 * a `*_path` column nobody declared.
 */
export interface MediaReference {
  table: string;
  column: string;
  /** Only the rows whose `column` has one of `values` (key–value tables such as site_settings). */
  onlyWhere?: { column: string; values: readonly string[] };
}

type Column<T extends keyof Database> = keyof Database[T] & string;

/** A declaration typed against the schema, so a renamed table or column fails the typecheck where it is declared. */
export const mediaRef = <T extends keyof Database & string>(
  table: T,
  column: Column<T>,
  onlyWhere?: { column: Column<T>; values: readonly string[] },
): MediaReference => ({ table, column, ...(onlyWhere ? { onlyWhere } : {}) });

// Keyed by the database handle, as database.ts keeps its table-change listeners: the runtime
// declares its module list's union once, and every file replacement on that handle reads it.
const declared = new WeakMap<object, readonly MediaReference[]>();

/** Called once by the runtime (runtime.ts) with the union of its modules' declarations. */
export function declareMediaReferences(db: object, references: readonly MediaReference[]): void {
  declared.set(db, references);
}

/** The declaration the runtime made for this database; a file replacement never guesses one. */
export function declaredMediaReferences(db: object): readonly MediaReference[] {
  const references = declared.get(db);
  if (!references) throw new Error('media references: none declared for this database (runtime.ts declares them)');
  return references;
}

// Untyped on purpose: the declaration names its tables as data (a test declares one of its own).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDB = Kysely<any>;

const rowsOf = (db: AnyDB, r: MediaReference) => {
  let query = db.selectFrom(r.table).where(sql.ref(r.column), 'is not', null);
  if (r.onlyWhere) query = query.where(sql.ref(r.onlyWhere.column), 'in', r.onlyWhere.values);
  return query;
};

/** True when any declared column still points at this file. */
export async function isPathReferenced(db: AnyDB, path: string, references: readonly MediaReference[]): Promise<boolean> {
  const hits = await Promise.all(
    references.map((r) => rowsOf(db, r).select(sql.lit(1).as('hit')).where(sql.ref(r.column), '=', path).limit(1).executeTakeFirst()),
  );
  return hits.some(Boolean);
}

/** Every distinct media path the database points at, sorted. */
export async function referencedMediaPaths(db: AnyDB, references: readonly MediaReference[]): Promise<string[]> {
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

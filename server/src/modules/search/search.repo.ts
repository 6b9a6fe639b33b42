import { sql } from 'kysely';
import type { SearchTipo } from '@app/shared/search';
import type { Db } from '../../db/database.js';

/**
 * SQL of the search's reads (migration 015): the instance's copy of the index
 * (search-replica.ts) loads and follows the tables with these. A document's row never changes:
 * a re-index deletes it and inserts a new one (search-index.repo.ts), so a row's id stands for its
 * content.
 */

/** A stored document: what ranks it and what its result shows. */
export interface StoredDocument {
  id: number;
  tipo: SearchTipo;
  /** The source's key, with `tipo` the document's identity. */
  ref: string;
  titulo: string;
  resumen: string;
  url: string;
  fecha: string | null;
}

/** A stored word of a document (`en_titulo`: 1 when in its title, else 0). */
export interface StoredTerm {
  documento_id: number;
  termino: string;
  en_titulo: number;
}

/** Ids per `in (…)` list (well under both drivers' placeholder limits). */
const IDS_PER_READ = 500;
/** Words read per statement when the whole index is loaded. */
const TERMS_PER_READ = 20_000;

/**
 * What moves whenever a document is indexed or removed (rows never change in place): their
 * number and ids' sum and maximum, one statement over the primary key.
 */
export async function indexSignature(db: Db): Promise<string> {
  const { rows } = await sql<{ n: number | string; m: number | string | null; s: number | string | null }>`
    select count(*) as n, max(id) as m, sum(id) as s from busqueda_documentos
  `.execute(db);
  const r = rows[0]!;
  return `${Number(r.n)}:${Number(r.m ?? 0)}:${String(r.s ?? 0)}`;
}

/** Every stored document's id. */
export async function documentIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('busqueda_documentos').select('id').execute();
  return rows.map((r) => Number(r.id));
}

const toDocument = (r: {
  id: number | string;
  tipo: string;
  ref: string;
  titulo: string;
  resumen: string;
  url: string;
  fecha: string | null;
}): StoredDocument => ({
  ...r,
  id: Number(r.id),
  tipo: r.tipo as SearchTipo,
});

/** The stored documents of `ids` (or every one); a document gone since is missing. */
export async function storedDocuments(db: Db, ids?: readonly number[]): Promise<StoredDocument[]> {
  const columns = ['id', 'tipo', 'ref', 'titulo', 'resumen', 'url', 'fecha'] as const;
  if (!ids) return (await db.selectFrom('busqueda_documentos').select(columns).execute()).map(toDocument);
  const found: StoredDocument[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_READ) {
    const rows = await db
      .selectFrom('busqueda_documentos')
      .select(columns)
      .where('id', 'in', ids.slice(i, i + IDS_PER_READ))
      .execute();
    found.push(...rows.map(toDocument));
  }
  return found;
}

const toTerm = (r: { documento_id: number | string; termino: string; en_titulo: number | string }): StoredTerm => ({
  documento_id: Number(r.documento_id),
  termino: r.termino,
  en_titulo: Number(r.en_titulo) ? 1 : 0,
});

/** The stored words of the documents `ids`, on the (`documento_id`) index. */
export async function termsOf(db: Db, ids: readonly number[]): Promise<StoredTerm[]> {
  const found: StoredTerm[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_READ) {
    const rows = await db
      .selectFrom('busqueda_terminos')
      .select(['documento_id', 'termino', 'en_titulo'])
      .where('documento_id', 'in', ids.slice(i, i + IDS_PER_READ))
      .execute();
    found.push(...rows.map(toTerm));
  }
  return found;
}

/** Every stored word, in primary-key order, TERMS_PER_READ rows a statement (one chunk each). */
export async function* allTerms(db: Db): AsyncGenerator<StoredTerm[]> {
  let after: StoredTerm | undefined;
  for (;;) {
    let query = db.selectFrom('busqueda_terminos').select(['documento_id', 'termino', 'en_titulo']);
    if (after) {
      const { termino, documento_id } = after;
      query = query.where((eb) => eb(eb.refTuple('termino', 'documento_id'), '>', eb.tuple(termino, documento_id)));
    }
    const rows = (await query.orderBy('termino').orderBy('documento_id').limit(TERMS_PER_READ).execute()).map(toTerm);
    if (rows.length) yield rows;
    if (rows.length < TERMS_PER_READ) return;
    after = rows[rows.length - 1];
  }
}

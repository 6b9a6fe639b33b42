import type { SearchTipo } from '@app/shared/search';
import { documentTerms, fingerprint, shownFields, type SearchDocument } from './search-document.js';
import type { Db } from '../../db/database.js';

/** SQL of the search index's writes (migration 015). */

/** Rows of one multi-row insert of words (well under both drivers' placeholder limits). */
const TERMS_PER_INSERT = 500;

export async function deleteDocuments(db: Db, tipo: SearchTipo, refs: readonly string[]): Promise<void> {
  if (!refs.length) return;
  // The words go with their document (ON DELETE CASCADE).
  await db.deleteFrom('busqueda_documentos').where('tipo', '=', tipo).where('ref', 'in', refs).execute();
}

export async function insertDocument(db: Db, tipo: SearchTipo, doc: SearchDocument): Promise<void> {
  const result = await db
    .insertInto('busqueda_documentos')
    .values({
      tipo,
      ref: doc.ref,
      ...shownFields(doc),
      url: doc.url,
      fecha: doc.fecha,
      huella: fingerprint(doc),
    })
    .executeTakeFirstOrThrow();
  const id = Number(result.insertId);
  const terms = documentTerms(doc).map((t) => ({ ...t, documento_id: id }));
  for (let i = 0; i < terms.length; i += TERMS_PER_INSERT) {
    await db
      .insertInto('busqueda_terminos')
      .values(terms.slice(i, i + TERMS_PER_INSERT))
      .execute();
  }
}

/** The fingerprint of every stored document of a kind (or of those of `refs`), by ref. */
export async function storedFingerprints(db: Db, tipo: SearchTipo, refs?: readonly string[]): Promise<Map<string, string>> {
  if (refs && !refs.length) return new Map();
  let query = db.selectFrom('busqueda_documentos').select(['ref', 'huella']).where('tipo', '=', tipo);
  if (refs) query = query.where('ref', 'in', refs);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.ref, r.huella]));
}

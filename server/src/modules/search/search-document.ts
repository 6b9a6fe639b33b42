import { createHash } from 'node:crypto';
import { indexWords, type SearchTipo } from '@app/shared/search';
import type { Db } from '../../db/database.js';

/**
 * Lets the requests that arrived meanwhile run: better-sqlite3 answers synchronously, so a chain of
 * awaited statements never reaches the event loop's I/O on its own (the server listened but
 * answered nothing until the whole reconciliation was done).
 */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What a source hands the search index for one thing the public may find now
 * (docs/architecture.md §22).
 */
export interface SearchDocument {
  /** The source's own key (a product's id, a page's path): unique within its kind. */
  ref: string;
  titulo: string;
  /** More words ranked as the title's, not shown (a reto's headline). */
  tituloExtra?: string;
  resumen: string;
  /** The page's path on this site. */
  url: string;
  /** Newer first among equal matches ('YYYY-MM-DD HH:MM:SS' UTC), or null. */
  fecha: string | null;
  /** The body: found, ranked below the title. */
  texto: string;
}

/**
 * A kind of thing the search finds. `documents(db)` lists every one the public may see now (the
 * start-up reconciliation reads it); `documents(db, refs)` those of `refs` still visible (a write
 * syncs its own rows with it, in its transaction: a ref it does not return leaves the index).
 * Each module declares its sources in its descriptor (`searchSources`, server/src/modules/server-module.ts).
 */
export interface SearchSource {
  tipo: SearchTipo;
  documents(db: Db, refs?: readonly string[]): Promise<SearchDocument[]>;
}

/**
 * Bumped when what is stored for a document changes meaning (the stemming rule in
 * shared/src/search-public.ts, the fields indexed): every fingerprint then differs and the next
 * start re-indexes everything.
 */
export const SEARCH_INDEX_VERSION = 1;

/** The document's words: title words (with `tituloExtra`) marked as such, body words not in the title. */
export function documentTerms(doc: SearchDocument): { termino: string; en_titulo: number }[] {
  const title = indexWords(`${doc.titulo} ${doc.tituloExtra ?? ''}`);
  const body = indexWords(`${doc.resumen} ${doc.texto}`);
  return [
    ...[...title].map((termino) => ({ termino, en_titulo: 1 })),
    ...[...body].filter((t) => !title.has(t)).map((termino) => ({ termino, en_titulo: 0 })),
  ];
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What a result shows of a document, as the index stores it. */
export const shownFields = (doc: SearchDocument) => ({ titulo: cut(doc.titulo, 200), resumen: cut(doc.resumen, 400) });

/** A hash of everything a document is indexed from (and of the index's version). */
export function fingerprint(doc: SearchDocument): string {
  const { ref, titulo, tituloExtra = '', resumen, url, fecha, texto } = doc;
  return createHash('sha256')
    .update(JSON.stringify([SEARCH_INDEX_VERSION, ref, titulo, tituloExtra, resumen, url, fecha, texto]))
    .digest('base64url');
}

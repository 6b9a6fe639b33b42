import { SEARCHABLE_PAGES, SEARCHABLE_RETOS } from '@app/shared/site-search-pages';
import type { SearchDocument, SearchSource } from './search-document.js';

/**
 * The search's sources that live in the code, not in the database: the three retos and the site's
 * pages (shared/src/site-search-pages.ts). The start-up reconciliation writes them; a new version
 * of their texts is re-indexed at the next start.
 */

const only = (docs: SearchDocument[], refs?: readonly string[]) => (refs ? docs.filter((d) => refs.includes(d.ref)) : docs);

const retoDocuments: SearchDocument[] = SEARCHABLE_RETOS.map((r) => ({
  ref: r.url,
  titulo: r.eyebrow,
  tituloExtra: r.headline,
  resumen: r.metaDescription,
  url: r.url,
  fecha: null,
  texto: [...r.description, ...r.benefits].join(' '),
}));

/** The retos as the client's code has them today; issue #28's retos module brings their source from the database. */
export const retoSearchSource: SearchSource = {
  tipo: 'reto',
  documents: async (_db, refs) => only(retoDocuments, refs),
};

const pageDocuments: SearchDocument[] = SEARCHABLE_PAGES.map((p) => ({
  ref: p.url,
  titulo: p.titulo,
  resumen: p.resumen,
  url: p.url,
  fecha: null,
  texto: p.palabras ?? '',
}));

export const pageSearchSource: SearchSource = {
  tipo: 'pagina',
  documents: async (_db, refs) => only(pageDocuments, refs),
};

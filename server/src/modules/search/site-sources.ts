import { SEARCHABLE_PAGES } from '@app/shared/site-search-pages';
import type { SearchDocument, SearchSource } from './search-document.js';

/**
 * The search's source that lives in the code, not in the database: the site's pages
 * (shared/src/site-search-pages.ts). The start-up reconciliation writes them; a new version of
 * their texts is re-indexed at the next start.
 */

const only = (docs: SearchDocument[], refs?: readonly string[]) => (refs ? docs.filter((d) => refs.includes(d.ref)) : docs);

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

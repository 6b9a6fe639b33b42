import { defineServerModule } from '../server-module.js';
import { searchRoutes } from './search.routes.js';
import { pageSearchSource } from './site-sources.js';

// The search module's public surface: the index's sync that every source calls in its own writes,
// the reconciliation the runtime starts once the server listens (over every module's sources), the
// source type, and its descriptor (GET /api/buscar, the site's pages as a source, the index's tables).
export {
  syncSearchDocuments,
  reconcileSearchIndex,
  createSearchIndexer,
  type ReconcileCounts,
  type SearchIndexer,
} from './search-index.js';
export type { SearchDocument, SearchSource } from './search-document.js';

export const searchModule = defineServerModule({
  name: 'search',
  tables: ['busqueda_documentos', 'busqueda_terminos'],
  routes: (deps) => ({ beforeCompression: [['/api', searchRoutes(deps)]] }),
  searchSources: [pageSearchSource],
});

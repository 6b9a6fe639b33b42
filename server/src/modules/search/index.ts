// The search module's public surface: GET /api/buscar for app.ts, the index's sync that
// every source calls in its own writes, the reconciliation the runtime starts once the server listens, and the
// source that lives in the code (the site's pages) for server/src/search-sources.ts.
export { searchRoutes } from './search.routes.js';
export {
  syncSearchDocuments,
  reconcileSearchIndex,
  createSearchIndexer,
  type ReconcileCounts,
  type SearchIndexer,
} from './search-index.js';
export type { SearchDocument, SearchSource } from './search-document.js';
export { pageSearchSource } from './site-sources.js';

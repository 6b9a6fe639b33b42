import { postSearchSource } from './modules/blog/index.js';
import { retoSearchSource } from './modules/retos/index.js';
import { pageSearchSource, type SearchSource } from './modules/search/index.js';
import { productSearchSource } from './modules/catalog/index.js';

/**
 * Everything the site search finds (docs/architecture.md §22), one source per kind: the start-up
 * reconciliation (runtime.ts) indexes each. A new kind is one line here, plus its module's writes
 * calling `syncSearchDocuments` in their transactions (one in the code, the pages, needs no writes).
 */
export const searchSources: readonly SearchSource[] = [productSearchSource, postSearchSource, retoSearchSource, pageSearchSource];

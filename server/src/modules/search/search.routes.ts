import { Router } from 'express';
import { SEARCH_ENDPOINT, queryStems, searchQuerySchema } from '@app/shared/search';
import type { AppDeps } from '../../app-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createPublicReads } from '../../web/public-reads.js';
import { createSearchService, SEARCH_TABLES } from './search.service.js';

/** Answers kept per instance (≈ 5 KB each): the stems people type most stay, the rest are asked again. */
const SEARCH_CACHE_ENTRIES = 500;

/**
 * `GET /api/buscar?q=`, mounted with the public reads. The answer depends on the
 * query's stems only ("Proteínas" and "proteina" are one key), so it comes from the public-read
 * cache, bounded to SEARCH_CACHE_ENTRIES keys since strangers choose them: this instance's writes
 * drop it at their commit; another instance's show within 3 s (the cache's TTL, 2 s, then the index's
 * copy asks the database at most SEARCH_SYNC_MS later: search-replica.ts). Not rate limited,
 * like the site's other public reads: a query is at most 100 characters and 6 words.
 */
export function searchRoutes({ db, logger, clock }: Pick<AppDeps, 'db' | 'logger' | 'clock'>): Router {
  const router = Router();
  const service = createSearchService({ db, logger, clock });
  const reads = createPublicReads(db, () => clock().getTime(), { maxEntries: SEARCH_CACHE_ENTRIES });
  router.get(SEARCH_ENDPOINT, (req, res, next) => {
    const stems = queryStems(parseOrThrow(searchQuerySchema, req.query).q);
    if (!stems.length) {
      res.setHeader('Cache-Control', 'no-store').json([]);
      return;
    }
    reads.answer(req, res, next, `buscar:${stems.join(' ')}`, SEARCH_TABLES, () => service.results(stems));
  });
  return router;
}

/**
 * The site search's query: `GET /api/buscar?q=`. The rules both sides share, without
 * zod, are in `search-public.ts` (the client's dialog imports that file only).
 */
import { z } from 'zod';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from './search-public.js';

export * from './search-public.js';

/** A missing or blank `q` is an empty search (no results), not an error: the dialog asks as one types. */
export const searchQuerySchema = z.object({
  q: z.string({ error: SEARCH_MESSAGES.qInvalid }).max(SEARCH_LIMITS.q, SEARCH_MESSAGES.qTooLong).default(''),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

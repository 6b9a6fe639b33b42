import { SEARCH_ENDPOINT, type SearchResult } from '@app/shared/search-public';
import { publicGet } from '../../lib/public-get';

/** The search's query key: the query as sent. */
export const searchKey = (q: string) => ['search', q] as const;

export const fetchSearch = async (q: string) => (await publicGet(SEARCH_ENDPOINT, { params: { q } })) as SearchResult[];

import { SEARCH_LIMITS, SEARCH_TIPOS, type SearchResult, type SearchTipo } from '@app/shared/search';
import type { AppDeps } from '../../app-deps.js';
import { onTablesChanged } from '../../db/database.js';
import type { PublicTables } from '../../web/public-reads.js';
import { SearchReplica, type SearchHit } from './search-replica.js';
import { pendingDocumentsOf } from './search-pending.js';

/** The index's tables: a committed write to one (any source's re-index) is a change of the index. */
export const SEARCH_TABLES: PublicTables = ['busqueda_documentos', 'busqueda_terminos'];

/** Best first across kinds: more stems in the title, more whole words, newer, then the kinds' order. */
function compareHits(a: SearchHit, b: SearchHit): number {
  const fechaA = a.fecha ?? '';
  const fechaB = b.fecha ?? '';
  return (
    b.enTitulo - a.enTitulo ||
    b.exactos - a.exactos ||
    (fechaA === fechaB ? 0 : fechaA < fechaB ? 1 : -1) ||
    SEARCH_TIPOS.indexOf(a.tipo) - SEARCH_TIPOS.indexOf(b.tipo) ||
    a.id - b.id
  );
}

/**
 * At most SEARCH_LIMITS.results hits: each kind's best few first (a page of products must not hide
 * the one post that matches), then the rest by rank; returned grouped by kind, the kind of the best
 * hit first, so the dialog shows the array in order under one heading per kind.
 */
export function pickResults(hits: SearchHit[]): SearchResult[] {
  const sorted = [...hits].sort(compareHits);
  const picked = new Set<SearchHit>();
  const perKind = new Map<SearchTipo, number>();
  for (const hit of sorted) {
    const n = perKind.get(hit.tipo) ?? 0;
    if (n < SEARCH_LIMITS.perKindFirst) {
      picked.add(hit);
      perKind.set(hit.tipo, n + 1);
    }
  }
  for (const hit of sorted) {
    if (picked.size >= SEARCH_LIMITS.results) break;
    picked.add(hit);
  }
  const kinds = [...new Set(sorted.filter((h) => picked.has(h)).map((h) => h.tipo))];
  return kinds.flatMap((tipo) =>
    sorted.filter((h) => h.tipo === tipo && picked.has(h)).map(({ titulo, resumen, url }) => ({ tipo, titulo, resumen, url })),
  );
}

/**
 * The search, answered from this instance's copy of the index (search-replica.ts), which this
 * instance's commits to the index mark changed.
 */
export function createSearchService({ db, logger, clock }: Pick<AppDeps, 'db' | 'logger' | 'clock'>) {
  const replica = new SearchReplica({ db, logger, clock });
  onTablesChanged(db, (tables) => {
    if (SEARCH_TABLES.some((t) => tables.has(t))) replica.markChanged();
  });
  return {
    /** The results for a query's stems (shared `queryStems`: at least one). */
    async results(stems: readonly string[]): Promise<SearchResult[]> {
      // While the start-up reconciliation writes, the documents it has not written yet are matched
      // in memory in their current version and their index rows left out (search-pending.ts); while
      // it compares the sources with the index (a second or two at a start), a search waits for it.
      const pending = pendingDocumentsOf(db);
      await pending?.ready;
      await replica.fresh();
      const hits = replica.find(stems);
      if (!pending?.size) return pickResults(hits);
      return pickResults([...hits.filter((h) => !pending.has(h.tipo, h.ref)), ...pending.find(stems)]);
    },
  };
}

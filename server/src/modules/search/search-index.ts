import type { AppDeps } from '../../app-deps.js';
import { isDeadlock, isUniqueViolation } from '../../db/database.js';
import * as repo from './search-index.repo.js';
import { fingerprint, type Db, type SearchSource } from './search-document.js';

/**
 * Keeps the search index (busqueda_documentos, busqueda_terminos) equal to what the sources say
 * the public may find (docs/architecture.md §22).
 */

/**
 * Re-indexes `refs` of `source` inside the caller's transaction: a source's write (a product's
 * save, a post's publication) calls it after its own statements, so the index commits with the
 * change and every instance finds it at once. The rows are deleted first: on MySQL that locks them,
 * so of two transactions re-indexing one document the second reads the source after the first
 * committed, and the last write is the source's last state.
 */
export async function syncSearchDocuments(trx: Db, source: SearchSource, refs: readonly (string | number)[]): Promise<void> {
  const keys = [...new Set(refs.map(String))];
  if (!keys.length) return;
  await repo.deleteDocuments(trx, source.tipo, keys);
  for (const doc of await source.documents(trx, keys)) await repo.insertDocument(trx, source.tipo, doc);
}

/** Documents re-indexed per transaction by the reconciliation. */
const BATCH = 50;

export interface ReconcileCounts {
  /** Documents written again (new, changed or gone). */
  changed: number;
  /** Batches another instance was writing at the same time (left to it). */
  skipped: number;
}

/**
 * Compares every source's documents with the index by fingerprint and re-indexes the ones that
 * differ, are new or are gone, in short transactions. Run at every start (runtime.ts): it fills the
 * index the first time, follows a change of the static pages or of the stemming rule
 * (SEARCH_INDEX_VERSION), and repairs what a write outside the services left behind (a restored
 * backup, a script). Two instances starting together may collide on a batch: the loser leaves it to
 * the other, which writes the same rows.
 */
export async function reconcileSearchIndex(
  { db, logger }: Pick<AppDeps, 'db' | 'logger'>,
  sources: readonly SearchSource[],
): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { changed: 0, skipped: 0 };
  for (const source of sources) {
    const stored = await repo.storedFingerprints(db, source.tipo);
    const current = await source.documents(db);
    const differing = current.filter((doc) => stored.get(doc.ref) !== fingerprint(doc)).map((doc) => doc.ref);
    const present = new Set(current.map((doc) => doc.ref));
    const gone = [...stored.keys()].filter((ref) => !present.has(ref));
    const refs = [...differing, ...gone];
    for (let i = 0; i < refs.length; i += BATCH) {
      const batch = refs.slice(i, i + BATCH);
      try {
        await db.transaction().execute((trx) => syncSearchDocuments(trx, source, batch));
        counts.changed += batch.length;
      } catch (err) {
        if (!isDeadlock(err) && !isUniqueViolation(err)) throw err;
        counts.skipped++;
      }
    }
  }
  if (counts.changed || counts.skipped) logger.info(counts, 'search index reconciled');
  return counts;
}

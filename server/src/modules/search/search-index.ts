import type { AppDeps } from '../../app-deps.js';
import { isDeadlock, isUniqueViolation } from '../../db/database.js';
import * as repo from './search-index.repo.js';
import { fingerprint, yieldToRequests, type SearchSource } from './search-document.js';
import { closeWindow, openWindow, type PendingDocuments } from './search-pending.js';
import type { Db } from '../../db/database.js';

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
/** Passes over the batches another instance was writing at the same time, before leaving them to it. */
const ROUNDS = 3;

export interface ReconcileCounts {
  /** Documents written again (new, changed or gone). */
  changed: number;
  /** Batches another instance was writing at the same time (left to it). */
  skipped: number;
}

/** Asked before each batch: whether to go on (false once the runtime is closing; a test may hold it). */
type KeepGoing = () => boolean | Promise<boolean>;

/**
 * Compares every source's documents with the index by fingerprint and re-indexes the ones that
 * differ, are new or are gone, in short transactions. Run after every start has begun listening
 * (`createSearchIndexer`): it fills the index the first time, follows a change of the static pages
 * or of the stemming rule (SEARCH_INDEX_VERSION), and repairs what a write outside the services
 * left behind (a restored backup, a script). With nothing different it writes nothing.
 *
 * Until a document is written, this process's searches leave its index rows out and match its
 * current version in memory (`PendingDocuments`), so their answers are those of an index already
 * reconciled. Several instances may run it together: before each batch the stored fingerprints are
 * read again and what another one wrote meanwhile is left out; a batch colliding with another's
 * write is left to it and checked again after the pass.
 */
export async function reconcileSearchIndex(
  { db, logger }: Pick<AppDeps, 'db' | 'logger'>,
  sources: readonly SearchSource[],
  keepGoing: KeepGoing = () => true,
): Promise<ReconcileCounts> {
  const started = performance.now();
  const counts: ReconcileCounts = { changed: 0, skipped: 0 };
  const pending = openWindow(db);
  try {
    const work: { source: SearchSource; refs: string[]; expected: Map<string, string | null> }[] = [];
    for (const source of sources) {
      await yieldToRequests();
      const stored = await repo.storedFingerprints(db, source.tipo);
      const current = new Map((await source.documents(db)).map((doc) => [doc.ref, doc]));
      /** The fingerprint each differing ref must end with (null: gone from the index). */
      const expected = new Map<string, string | null>();
      for (const [ref, doc] of current) {
        const huella = fingerprint(doc);
        if (stored.get(ref) !== huella) expected.set(ref, huella);
      }
      for (const ref of stored.keys()) if (!current.has(ref)) expected.set(ref, null);
      if (!expected.size) continue;
      const refs = [...expected.keys()];
      for (let i = 0; i < refs.length; i += BATCH) {
        await yieldToRequests();
        pending.add(source.tipo, refs.slice(i, i + BATCH), current);
      }
      work.push({ source, refs, expected });
    }
    pending.markReady();
    for (let round = 0; round < ROUNDS && work.some((w) => w.refs.length); round++) {
      if (round) await new Promise((resolve) => setTimeout(resolve, 200 * round));
      for (const w of work) {
        const left: string[] = [];
        for (let i = 0; i < w.refs.length; i += BATCH) {
          await yieldToRequests();
          if (!(await keepGoing())) return counts;
          const batch = await differing(db, w.source, w.refs.slice(i, i + BATCH), w.expected, pending);
          if (!batch.length) continue;
          try {
            await db.transaction().execute((trx) => syncSearchDocuments(trx, w.source, batch));
            pending.settle(w.source.tipo, batch);
            counts.changed += batch.length;
          } catch (err) {
            if (!isDeadlock(err) && !isUniqueViolation(err)) throw err;
            counts.skipped++;
            left.push(...batch);
          }
        }
        w.refs = left;
      }
    }
  } finally {
    closeWindow(db, pending);
  }
  logger.info({ ...counts, ms: Math.round(performance.now() - started) }, 'search index reconciled');
  return counts;
}

/** Those of `refs` whose stored fingerprint is still not the expected one; the others are settled. */
async function differing(
  db: Db,
  source: SearchSource,
  refs: readonly string[],
  expected: ReadonlyMap<string, string | null>,
  pending: PendingDocuments,
): Promise<string[]> {
  const stored = await repo.storedFingerprints(db, source.tipo, refs);
  const done = refs.filter((ref) => (stored.get(ref) ?? null) === expected.get(ref));
  pending.settle(source.tipo, done);
  return refs.filter((ref) => !done.includes(ref));
}

export interface SearchIndexer {
  /** Starts the reconciliation in the background (once the server listens). */
  start(): void;
  /** Runs it now and waits for it (tests; the background run when one is going on). */
  run(): Promise<ReconcileCounts>;
  /** Stops between batches and waits for the batch being written. */
  stop(): Promise<void>;
}

/** The search index's reconciliation for the runtime: `start()` after listen, `stop()` before the database closes. */
export function createSearchIndexer(deps: Pick<AppDeps, 'db' | 'logger'>, sources: readonly SearchSource[]): SearchIndexer {
  let running: Promise<ReconcileCounts> | undefined;
  let stopped = false;
  const run = () => (running ??= reconcileSearchIndex(deps, sources, () => !stopped).finally(() => (running = undefined)));
  return {
    start() {
      run().catch((err: unknown) => deps.logger.error({ err }, 'search index reconciliation failed'));
    },
    run,
    async stop() {
      stopped = true;
      await running?.catch(() => undefined);
    },
  };
}

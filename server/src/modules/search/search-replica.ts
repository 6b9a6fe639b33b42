import { SEARCH_LIMITS, stemVariants, type SearchTipo } from '@app/shared/search';
import type { AppDeps } from '../../app-deps.js';
import { yieldToRequests } from './search-document.js';
import * as repo from './search.repo.js';

/** A document matching every stem of a query, with what ranks it and what its result shows. */
export interface SearchHit {
  id: number;
  /** The source's key, with `tipo` the document's identity. */
  ref: string;
  tipo: SearchTipo;
  titulo: string;
  resumen: string;
  url: string;
  fecha: string | null;
  /** Query stems found in the title. */
  enTitulo: number;
  /** Query stems that are a whole stored word (not only its beginning). */
  exactos: number;
}

/**
 * How often an instance asks the database whether another one changed the index (milliseconds on
 * the app's clock); its own changes are known at their commit.
 */
export const SEARCH_SYNC_MS = 1000;
/** Stems whose documents are kept between queries while the index does not change (the words people type most). */
const STEMS_KEPT = 500;
/** More documents new at once than this: the whole index is read again (one scan beats that many lookups). */
const ADDED_FOR_FULL_LOAD = 1000;

/** Bits of what a stem finds in a document. */
const EN_TITULO = 1;
const EXACTO = 2;

/**
 * This instance's copy of the search index (docs/architecture.md §22): every document and, per
 * stored word, the documents holding it. A query is answered from memory, without a statement per
 * query: a query never asked before (the public-read cache cannot help it) costs what matching it
 * costs, not what reading its words' rows costs.
 *
 * It follows the tables by their rows' ids: a document's row never changes (a re-index deletes it
 * and inserts a new one) and an id is never used twice (AUTOINCREMENT; a restore happens with the
 * service stopped), so a changed signature (`repo.indexSignature`) means documents came or went,
 * and comparing the ids says which. It asks when a search comes and SEARCH_SYNC_MS have passed
 * since it last did (another instance's change shows within that), and at once after a commit of
 * this instance to the index (`markChanged`). The first search reads the whole index, as does a
 * sync that finds many documents new, or more gone since the last full read than are left (their
 * words' postings, skipped meanwhile, are dropped then).
 */
export class SearchReplica {
  readonly #db: AppDeps['db'];
  readonly #logger: AppDeps['logger'];
  readonly #now: () => number;

  #docs = new Map<number, repo.StoredDocument>();
  /** Stored word → its postings (`posting`); removed documents' are skipped, then dropped at the next full read. */
  #words = new Map<string, number[]>();
  /** The stored words in order (prefix ranges), rebuilt when words were added. */
  #sorted: string[] | null = null;
  /** Documents removed since the last full load (their postings are dead weight until the next one). */
  #dead = 0;
  #signature: string | null = null;
  /** Documents each recent stem finds (id → EN_TITULO | EXACTO), valid until the copy changes. */
  #stems = new Map<string, Map<number, number>>();

  /** This instance's commits to the index seen (`markChanged`), and how many the last sync began after. */
  #changes = 0;
  #syncedChanges = -1;
  /** When the last completed sync began. */
  #checkedAt = -Infinity;
  #syncing: Promise<void> | null = null;

  constructor({ db, logger, clock }: Pick<AppDeps, 'db' | 'logger' | 'clock'>) {
    this.#db = db;
    this.#logger = logger;
    this.#now = () => clock().getTime();
  }

  /** This instance committed a write to the index: the next search reads the change first. */
  markChanged(): void {
    this.#changes++;
  }

  /**
   * Resolves once the copy holds every change this instance has committed (up to the moment it
   * resolves: a search then matches synchronously against that, as the start-up reconciliation's
   * pending documents settle only after their commit) and every change of another instance older
   * than SEARCH_SYNC_MS. Concurrent searches share one sync.
   */
  async fresh(): Promise<void> {
    const since = this.#now() - SEARCH_SYNC_MS;
    while (this.#syncedChanges < this.#changes || this.#checkedAt <= since) {
      // a sync under way may have begun before a change this search must see: after it, look again
      if (!this.#syncing) this.#syncing = this.#sync().finally(() => (this.#syncing = null));
      await this.#syncing;
    }
  }

  // What a sync reads is applied in one synchronous step (no await between), so a search never
  // matches a copy half changed.
  async #sync(): Promise<void> {
    const began = this.#changes;
    const at = this.#now();
    const signature = await repo.indexSignature(this.#db);
    if (signature !== this.#signature) {
      const stored = new Set(await repo.documentIds(this.#db));
      const added = [...stored].filter((id) => !this.#docs.has(id));
      const removed = [...this.#docs.keys()].filter((id) => !stored.has(id));
      if (this.#signature === null || added.length > ADDED_FOR_FULL_LOAD || this.#dead + removed.length > stored.size) {
        const started = performance.now();
        const { docs, words, postings } = await readWholeIndex(this.#db);
        this.#docs = docs;
        this.#words = words;
        this.#dead = 0;
        this.#sorted = null;
        this.#logger.info(
          { documents: docs.size, words: words.size, postings, ms: Math.round(performance.now() - started) },
          'search index read into memory',
        );
      } else {
        const docs = added.length ? await repo.storedDocuments(this.#db, added) : [];
        const terms = docs.length
          ? await repo.termsOf(
              this.#db,
              docs.map((d) => d.id),
            )
          : [];
        for (const id of removed) this.#docs.delete(id);
        this.#dead += removed.length;
        for (const d of docs) this.#docs.set(d.id, d);
        for (const t of terms) {
          const list = this.#words.get(t.termino);
          if (list) list.push(posting(t));
          else {
            this.#words.set(t.termino, [posting(t)]);
            this.#sorted = null;
          }
        }
      }
      // the signature read before the rows: a change meanwhile makes the next one differ
      this.#signature = signature;
      this.#stems.clear();
    }
    this.#syncedChanges = began;
    this.#checkedAt = at;
  }

  /** The documents `stem` finds (its beginning, or itself when short; or a variant), with what ranks them. */
  #documentsOf(stem: string): Map<number, number> {
    const kept = this.#stems.get(stem);
    if (kept) return kept;
    const whole = [stem, ...stemVariants(stem)];
    const words = new Set(stem.length >= SEARCH_LIMITS.minPrefix ? this.#wordsFrom(stem) : []);
    for (const w of whole) if (this.#words.has(w)) words.add(w);
    const found = new Map<number, number>();
    for (const word of words) {
      const exacto = whole.includes(word) ? EXACTO : 0;
      for (const p of this.#words.get(word)!) {
        const id = Math.floor(p / 2);
        if (!this.#docs.has(id)) continue;
        found.set(id, (found.get(id) ?? 0) | (p % 2 ? EN_TITULO : 0) | exacto);
      }
    }
    this.#stems.set(stem, found);
    if (this.#stems.size > STEMS_KEPT) this.#stems.delete(this.#stems.keys().next().value!);
    return found;
  }

  /** The stored words that begin with `prefix` (the SQL byte range: every word is a–z and digits). */
  #wordsFrom(prefix: string): string[] {
    const sorted = (this.#sorted ??= [...this.#words.keys()].sort());
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const words: string[] = [];
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) words.push(sorted[i]);
    return words;
  }

  /** The documents holding, for every stem, a word it finds (`fresh()` first). */
  find(stems: readonly string[]): SearchHit[] {
    const [first, ...others] = stems.map((s) => this.#documentsOf(s)).sort((a, b) => a.size - b.size);
    const hits: SearchHit[] = [];
    next: for (const [id, flags] of first) {
      let enTitulo = flags & EN_TITULO ? 1 : 0;
      let exactos = flags & EXACTO ? 1 : 0;
      for (const other of others) {
        const f = other.get(id);
        if (f === undefined) continue next;
        if (f & EN_TITULO) enTitulo++;
        if (f & EXACTO) exactos++;
      }
      const { tipo, ref, titulo, resumen, url, fecha } = this.#docs.get(id)!;
      hits.push({ id, ref, tipo, titulo, resumen, url, fecha, enTitulo, exactos });
    }
    return hits;
  }
}

/** A stored word's posting: the document's id × 2, + 1 when the word is in its title. */
const posting = (t: repo.StoredTerm) => t.documento_id * 2 + t.en_titulo;

/** Every document and, per stored word, its postings (in new maps: the copy swaps them in at once). */
async function readWholeIndex(db: AppDeps['db']) {
  const docs = new Map((await repo.storedDocuments(db)).map((d) => [d.id, d]));
  const words = new Map<string, number[]>();
  let postings = 0;
  for await (const chunk of repo.allTerms(db)) {
    // the rows come in word order: one list lookup per word
    let word = '';
    let list: number[] = [];
    for (const t of chunk) {
      // a word of a document indexed after the documents were read waits for the next sync
      if (!docs.has(t.documento_id)) continue;
      if (t.termino !== word) {
        word = t.termino;
        list = words.get(word) ?? [];
        if (!list.length) words.set(word, list);
      }
      list.push(posting(t));
      postings++;
    }
    await yieldToRequests();
  }
  return { docs, words, postings };
}

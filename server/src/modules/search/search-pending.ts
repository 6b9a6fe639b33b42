import { stemMatches, stemVariants, type SearchTipo } from '@app/shared/search';
import { documentTerms, shownFields, type SearchDocument } from './search-document.js';
import type { SearchHit } from './search-replica.js';

/**
 * The documents this process's reconciliation has found different from the index and not yet
 * written (docs/architecture.md §22): the server listens before they are, so until then a search
 * reads the index for everything else and matches these in memory, by the same rule
 * (`stemMatches`) and ranking as the index's copy (search-replica.ts). A gone document has no current version: it is only left
 * out of the index's answers.
 */
/** Above any id of busqueda_documentos. */
const WRITTEN_LATER = 2 ** 40;

export class PendingDocuments {
  /** Resolved once every source has been compared with the index (what is pending is known). */
  readonly ready: Promise<void>;
  readonly #ready: () => void;

  readonly #docs: { tipo: SearchTipo; doc: SearchDocument | null; live: boolean }[] = [];
  readonly #byKey = new Map<string, number>();
  /** Stored word → the pending documents holding it, as index × 2 + (in the title). */
  readonly #words = new Map<string, number[]>();
  #live = 0;

  constructor() {
    let resolve!: () => void;
    this.ready = new Promise<void>((r) => (resolve = r));
    this.#ready = resolve;
  }

  /** Every source compared: searches may read the index and this. */
  markReady(): void {
    this.#ready();
  }

  /** Adds `refs` of `tipo`: those in `current` by their current version, the others as gone. */
  add(tipo: SearchTipo, refs: readonly string[], current: ReadonlyMap<string, SearchDocument>): void {
    for (const ref of refs) {
      const key = `${tipo}\u0000${ref}`;
      if (this.#byKey.has(key)) continue;
      const doc = current.get(ref) ?? null;
      const index = this.#docs.push({ tipo, doc, live: true }) - 1;
      this.#byKey.set(key, index);
      this.#live++;
      if (!doc) continue;
      for (const { termino, en_titulo } of documentTerms(doc)) {
        const list = this.#words.get(termino);
        if (list) list.push(index * 2 + en_titulo);
        else this.#words.set(termino, [index * 2 + en_titulo]);
      }
    }
  }

  /** `refs` of `tipo` are in the index as their current version now (written, by this process or another). */
  settle(tipo: SearchTipo, refs: readonly string[]): void {
    for (const ref of refs) {
      const index = this.#byKey.get(`${tipo}\u0000${ref}`);
      if (index === undefined || !this.#docs[index].live) continue;
      this.#docs[index].live = false;
      this.#live--;
    }
  }

  get size(): number {
    return this.#live;
  }

  /** Whether the index's row for this document may be out of date (left out of its answers). */
  has(tipo: SearchTipo, ref: string): boolean {
    const index = this.#byKey.get(`${tipo}\u0000${ref}`);
    return index !== undefined && this.#docs[index].live;
  }

  /** The pending documents matching every stem, ranked as the index's (`SearchReplica.find`). */
  find(stems: readonly string[]): SearchHit[] {
    /** Per document: stems found, in the title, as whole words. */
    const found = new Map<number, { n: number; enTitulo: number; exactos: number }>();
    stems.forEach((stem, i) => {
      const perDoc = new Map<number, { enTitulo: number; exacto: number }>();
      const whole = [stem, ...stemVariants(stem)];
      for (const [word, entries] of this.#words) {
        if (!stemMatches(word, stem)) continue;
        const exacto = whole.includes(word) ? 1 : 0;
        for (const entry of entries) {
          const index = entry >> 1;
          if (!this.#docs[index].live) continue;
          const m = perDoc.get(index) ?? { enTitulo: 0, exacto: 0 };
          perDoc.set(index, { enTitulo: Math.max(m.enTitulo, entry & 1), exacto: Math.max(m.exacto, exacto) });
        }
      }
      for (const [index, m] of perDoc) {
        const f = found.get(index);
        if (i === 0) found.set(index, { n: 1, enTitulo: m.enTitulo, exactos: m.exacto });
        else if (f && f.n === i) found.set(index, { n: i + 1, enTitulo: f.enTitulo + m.enTitulo, exactos: f.exactos + m.exacto });
      }
    });
    const hits: SearchHit[] = [];
    for (const [index, f] of found) {
      const { tipo, doc } = this.#docs[index];
      if (f.n !== stems.length || !doc) continue;
      const { titulo, resumen } = shownFields(doc);
      // ids after every index row's, in the order the reconciliation writes them: a tie ranks as it will once written
      hits.push({
        id: WRITTEN_LATER + index,
        ref: doc.ref,
        tipo,
        titulo,
        resumen,
        url: doc.url,
        fecha: doc.fecha,
        enTitulo: f.enTitulo,
        exactos: f.exactos,
      });
    }
    return hits;
  }
}

/**
 * The pending documents of a database's reconciliation, by the `db` object the runtime opened (as
 * db/database.ts keeps its per-database state): the reconciliation and `GET /api/buscar` of one
 * process share it; another process has its own.
 */
const windows = new WeakMap<object, PendingDocuments>();

export const pendingDocumentsOf = (db: object): PendingDocuments | undefined => windows.get(db);

export function openWindow(db: object): PendingDocuments {
  const pending = new PendingDocuments();
  windows.set(db, pending);
  return pending;
}

export function closeWindow(db: object, pending: PendingDocuments): void {
  pending.markReady();
  if (windows.get(db) === pending) windows.delete(db);
}

import { sql } from 'kysely';
import { SEARCH_LIMITS, stemVariants, type SearchTipo } from '@app/shared/search';
import type { Db } from './search-document.js';

/** A document matching every stem of a query, with what ranks it. */
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

/** Pieces written one after the other (none: nothing). */
const joined = (parts: ReturnType<typeof sql>[]) => (parts.length ? sql.join(parts, sql``) : sql``);

/** Rows a stem's match is counted up to when choosing the plan: enough to tell rare from common. */
const COUNT_UP_TO = 5000;
/** What a probe (an index seek per candidate document) costs in rows of a range read. */
const PROBE_COST = 6;

/** The rows of `busqueda_terminos` (aliased `t`) a query stem finds (shared `stemMatches`). */
function stemCondition(stem: string) {
  const own = stem.length >= SEARCH_LIMITS.minPrefix ? sql`(t.termino >= ${stem} and t.termino < ${`${stem}{`})` : sql`t.termino = ${stem}`;
  const variants = stemVariants(stem);
  return variants.length ? sql`(${own} or t.termino in (${sql.join(variants)}))` : own;
}

/** 1 for a row whose word is the stem itself (or a variant), not only its beginning. */
const exactCase = (stem: string) => sql`case when t.termino in (${sql.join([stem, ...stemVariants(stem)])}) then 1 else 0 end`;

/**
 * The query's stems, rarest first, with their rows counted up to COUNT_UP_TO on the primary key
 * (one statement).
 */
async function countedStems(db: Db, stems: readonly string[]): Promise<{ stem: string; n: number }[]> {
  const counts = stems.map(
    (stem, i) =>
      sql`select ${i} as i, count(*) as n from (select 1 as x from busqueda_terminos t where ${stemCondition(stem)} limit ${COUNT_UP_TO}) ${sql.ref(`c${i}`)}`,
  );
  const { rows } = await sql<{ i: number | string; n: number | string }>`${sql.join(counts, sql` union all `)}`.execute(db);
  const n = new Map(rows.map((r) => [Number(r.i), Number(r.n)]));
  return stems.map((stem, i) => ({ stem, n: n.get(i) ?? 0 })).sort((a, b) => a.n - b.n);
}

/** A stem's matching documents, grouped: found in the title, as a whole word. */
const stemMatchesOf = (stem: string) =>
  sql`select t.documento_id, max(t.en_titulo) as en_titulo, max(${exactCase(stem)}) as exacto
    from busqueda_terminos t where ${stemCondition(stem)} group by t.documento_id`;

/**
 * The `hits` of a query (documento_id, en_titulo, exactos: the documents every stem finds) as CTEs,
 * by the cheaper of two plans (one stem: its documents). Every stem's range read and the documents found as often as there
 * are stems; or, when one stem is rare (its rows × the probes of the others cost less than their
 * rows), that stem's documents only, each other stem read for them on the (`documento_id`,
 * `termino`) index (`r cross join` keeps them the outer loop on SQLite).
 */
async function hitsOf(db: Db, stems: readonly string[]) {
  // one stem: its documents are the hits (nothing to count)
  const [rarest, ...others] = stems.length > 1 ? await countedStems(db, stems) : [{ stem: stems[0], n: 0 }];
  if (!others.length || rarest.n * others.length * PROBE_COST < others.reduce((sum, o) => sum + o.n, 0)) {
    const s = (i: number) => sql.ref(`s${i}`);
    const probes = others.map(
      ({ stem }, i) => sql`, ${s(i)} as (
        select t.documento_id, max(t.en_titulo) as en_titulo, max(${exactCase(stem)}) as exacto
        from r cross join busqueda_terminos t
        where t.documento_id = r.documento_id and ${stemCondition(stem)} group by t.documento_id
      )`,
    );
    const joins = others.map((_, i) => sql` join ${s(i)} on ${s(i)}.documento_id = r.documento_id`);
    const inTitle = others.map((_, i) => sql` + ${s(i)}.en_titulo`);
    const whole = others.map((_, i) => sql` + ${s(i)}.exacto`);
    return sql`r as (${stemMatchesOf(rarest.stem)})${joined(probes)},
      hits as (
        select r.documento_id, r.en_titulo${joined(inTitle)} as en_titulo, r.exacto${joined(whole)} as exactos
        from r${joined(joins)}
      )`;
  }
  return sql`m as (${sql.join(stems.map(stemMatchesOf), sql` union all `)}),
    hits as (
      select documento_id, sum(en_titulo) as en_titulo, sum(exacto) as exactos
      from m group by documento_id having count(*) = ${stems.length}
    )`;
}

/**
 * The documents holding, for every stem, a word that begins with it, best first within each kind
 * (title matches, then whole words, then newer), at most `perKind` of each. The same statements on
 * both databases (`hitsOf`): each stem is a byte range of `termino` on the primary key (every stored
 * word is a–z and digits, all below '{'; a short stem an equality), and the window function keeps
 * each kind's best, ranked on the documents' keys before their texts are read.
 */
export async function findDocuments(db: Db, stems: readonly string[], perKind: number): Promise<SearchHit[]> {
  const hits = await hitsOf(db, stems);
  const { rows } = await sql<{
    id: number | string;
    ref: string;
    tipo: SearchTipo;
    titulo: string;
    resumen: string;
    url: string;
    fecha: string | null;
    en_titulo: number | string;
    exactos: number | string;
  }>`
    with ${hits},
    ranked as (
      select d.id, h.en_titulo, h.exactos,
        row_number() over (partition by d.tipo order by h.en_titulo desc, h.exactos desc, d.fecha desc, d.id asc) as rango
      from hits h join busqueda_documentos d on d.id = h.documento_id
    )
    select d.id, d.ref, d.tipo, d.titulo, d.resumen, d.url, d.fecha, k.en_titulo, k.exactos
    from ranked k join busqueda_documentos d on d.id = k.id where k.rango <= ${perKind}
  `.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    ref: r.ref,
    tipo: r.tipo,
    titulo: r.titulo,
    resumen: r.resumen,
    url: r.url,
    fecha: r.fecha,
    enTitulo: Number(r.en_titulo),
    exactos: Number(r.exactos),
  }));
}

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

/** Rows a stem's match is counted up to when choosing the rarest: enough to tell rare from common. */
const RAREST_PROBE = 1000;

/** The rows of `busqueda_terminos` (aliased `t`) a query stem finds (shared `stemMatches`). */
function stemCondition(stem: string) {
  const own =
    stem.length >= SEARCH_LIMITS.minPrefix
      ? sql`(t.termino >= ${stem} and t.termino < ${`${stem}{`})`
      : sql`t.termino = ${stem}`;
  const variants = stemVariants(stem);
  return variants.length ? sql`(${own} or t.termino in (${sql.join(variants)}))` : own;
}

/** 1 for a row whose word is the stem itself (or a variant), not only its beginning. */
const exactCase = (stem: string) => sql`case when t.termino in (${sql.join([stem, ...stemVariants(stem)])}) then 1 else 0 end`;

/**
 * The query's stems, rarest first: each one's rows counted up to RAREST_PROBE on the primary key
 * (one statement), so a query of a common and a rare word is driven by the rare one.
 */
async function rarestFirst(db: Db, stems: readonly string[]): Promise<string[]> {
  if (stems.length < 2) return [...stems];
  const counts = stems.map(
    (stem, i) => sql`select ${i} as i, count(*) as n from (select 1 as x from busqueda_terminos t where ${stemCondition(stem)} limit ${RAREST_PROBE}) p${sql.raw(String(i))}`,
  );
  const { rows } = await sql<{ i: number | string; n: number | string }>`${sql.join(counts, sql` union all `)}`.execute(db);
  const n = new Map(rows.map((r) => [Number(r.i), Number(r.n)]));
  return stems.map((stem, i) => ({ stem, n: n.get(i) ?? 0 })).sort((a, b) => a.n - b.n).map((s) => s.stem);
}

/**
 * The documents holding, for every stem, a word that begins with it, best first within each kind
 * (title matches, then whole words, then newer), at most `perKind` of each. The same statements on
 * both databases: the rarest stem is a byte range of `termino` on the primary key (every stored
 * word is a–z and digits, all below '{'; a short stem an equality), read once and grouped by
 * document; each other stem is a probe of those documents only, on the (`documento_id`, `termino`)
 * index, so a common word costs a lookup per candidate instead of all its rows. Each probe answers
 * 2 × (found in the title) + (a whole word), or null; the window function keeps each kind's best.
 */
export async function findDocuments(db: Db, stems: readonly string[], perKind: number): Promise<SearchHit[]> {
  const [driver, ...others] = await rarestFirst(db, stems);
  const probes = others.map(
    (stem, i) => sql`(select max(t.en_titulo) * 2 + max(${exactCase(stem)}) from busqueda_terminos t
      where t.documento_id = r.documento_id and ${stemCondition(stem)}) as ${sql.ref(`p${i}`)}`,
  );
  const found = others.map((_, i) => sql`${sql.ref(`p${i}`)} is not null`);
  const inTitle = others.map((_, i) => sql` + case when ${sql.ref(`p${i}`)} >= 2 then 1 else 0 end`);
  const whole = others.map((_, i) => sql` + ${sql.ref(`p${i}`)} % 2`);
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
    with r as (
      select t.documento_id, max(t.en_titulo) as en_titulo, max(${exactCase(driver)}) as exacto
      from busqueda_terminos t where ${stemCondition(driver)} group by t.documento_id
    ),
    probed as (
      select r.documento_id, r.en_titulo, r.exacto${probes.length ? sql`, ${sql.join(probes)}` : sql``} from r
    ),
    hits as (
      select documento_id, en_titulo${joined(inTitle)} as en_titulo, exacto${joined(whole)} as exactos
      from probed${found.length ? sql` where ${sql.join(found, sql` and `)}` : sql``}
    ),
    ranked as (
      select d.id, d.ref, d.tipo, d.titulo, d.resumen, d.url, d.fecha, h.en_titulo, h.exactos,
        row_number() over (partition by d.tipo order by h.en_titulo desc, h.exactos desc, d.fecha desc, d.id asc) as rango
      from hits h join busqueda_documentos d on d.id = h.documento_id
    )
    select id, ref, tipo, titulo, resumen, url, fecha, en_titulo, exactos from ranked where rango <= ${perKind}
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

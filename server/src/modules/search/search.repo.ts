import { sql } from 'kysely';
import { SEARCH_LIMITS, type SearchTipo } from '@app/shared/search';
import type { Db } from './search-document.js';

/** A document matching every stem of a query, with what ranks it. */
export interface SearchHit {
  id: number;
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
 * The documents holding, for every stem, a word that begins with it, best first within each kind
 * (title matches, then whole words, then newer), at most `perKind` of each. One statement, the same
 * on both databases: each stem is a byte range of `termino` on the primary key (every stored word
 * is a–z and digits, all below '{'), a short one (`stemMatches`) an equality, and the window
 * function keeps each kind's best.
 */
export async function findDocuments(db: Db, stems: readonly string[], perKind: number): Promise<SearchHit[]> {
  const perStem = stems.map((stem) =>
    stem.length >= SEARCH_LIMITS.minPrefix
      ? sql`select documento_id, max(en_titulo) as en_titulo, max(case when termino = ${stem} then 1 else 0 end) as exacto
        from busqueda_terminos where termino >= ${stem} and termino < ${`${stem}{`} group by documento_id`
      : sql`select documento_id, en_titulo, 1 as exacto from busqueda_terminos where termino = ${stem}`,
  );
  const { rows } = await sql<{
    id: number | string;
    tipo: SearchTipo;
    titulo: string;
    resumen: string;
    url: string;
    fecha: string | null;
    en_titulo: number | string;
    exactos: number | string;
  }>`
    with m as (${sql.join(perStem, sql` union all `)}),
    hits as (
      select documento_id, sum(en_titulo) as en_titulo, sum(exacto) as exactos
      from m group by documento_id having count(*) = ${stems.length}
    ),
    ranked as (
      select d.id, d.tipo, d.titulo, d.resumen, d.url, d.fecha, h.en_titulo, h.exactos,
        row_number() over (partition by d.tipo order by h.en_titulo desc, h.exactos desc, d.fecha desc, d.id asc) as rango
      from hits h join busqueda_documentos d on d.id = h.documento_id
    )
    select id, tipo, titulo, resumen, url, fecha, en_titulo, exactos from ranked where rango <= ${perKind}
  `.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    tipo: r.tipo,
    titulo: r.titulo,
    resumen: r.resumen,
    url: r.url,
    fecha: r.fecha,
    enTitulo: Number(r.en_titulo),
    exactos: Number(r.exactos),
  }));
}

import { sql, type Kysely } from 'kysely';
import { agendaSearchFlagsSql, agendaSearchKeySql } from '../agenda-search-index.js';
import { dialectOf } from '../database.js';

/**
 * The agenda's search through an index on SQLite (ADR 012, db/agenda-search-index.ts): a
 * contentless FTS5 trigram table kept by triggers. `secure-delete` removes a deleted or anonymised
 * booking's words from the index itself at once, not only from its results (Ley 1581: nothing of
 * the person stays behind). MariaDB keeps the substring scan of migration 008's covering index.
 */
const TABLE = 'registros_busqueda';

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'mysql') return;
  await sql
    .raw(`CREATE VIRTUAL TABLE ${TABLE} USING fts5(texto, filtros, content='', contentless_delete=1, tokenize='trigram')`)
    .execute(db);
  await sql.raw(`INSERT INTO ${TABLE}(${TABLE}, rank) VALUES ('secure-delete', 1)`).execute(db);
  const insert = (alias: string) =>
    `INSERT INTO ${TABLE}(rowid, texto, filtros) SELECT ${agendaSearchKeySql(alias)}, coalesce(${alias}.busqueda, ''), ${agendaSearchFlagsSql(alias)};`;
  const remove = (alias: string) => `DELETE FROM ${TABLE} WHERE rowid = ${agendaSearchKeySql(alias)};`;
  await sql.raw(`CREATE TRIGGER ${TABLE}_ai AFTER INSERT ON registros BEGIN ${insert('new')} END`).execute(db);
  await sql.raw(`CREATE TRIGGER ${TABLE}_ad AFTER DELETE ON registros BEGIN ${remove('old')} END`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${TABLE}_au AFTER UPDATE OF busqueda, fecha_asesoria, estado, verified ON registros BEGIN ${remove('old')} ${insert('new')} END`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO ${TABLE}(rowid, texto, filtros) SELECT ${agendaSearchKeySql('r')}, coalesce(r.busqueda, ''), ${agendaSearchFlagsSql('r')} FROM registros r`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'mysql') return;
  for (const t of ['ai', 'ad', 'au']) await sql.raw(`DROP TRIGGER IF EXISTS ${TABLE}_${t}`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS ${TABLE}`).execute(db);
}

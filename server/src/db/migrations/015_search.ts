import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.js';

/**
 * The site search (modules/search, docs/architecture.md §22):
 * - `busqueda_documentos`: one row per thing the public may find now (an active product, a
 *   published post, a reto, a page of the site): what a result shows (`titulo`, `resumen`, `url`),
 *   its date for ties, and `huella`, a hash of everything it was indexed from, by which the start-up
 *   reconciliation finds the rows that differ from their source. Unique per source (`tipo`, `ref`).
 * - `busqueda_terminos`: the document's words, folded and stemmed in JavaScript
 *   (shared/src/search-public.ts), one row per distinct word and document, `en_titulo` when the
 *   word is in its title. A query word is a byte range of `termino` (its beginning), read on the
 *   primary key on both databases: `termino` compares as bytes (ASCII, binary collation on MySQL,
 *   SQLite's default BINARY), which the range needs.
 * The rows are written by the sources' own transactions (a product's save, a post's publication),
 * so every instance reads the same index the moment the change commits. Nothing personal.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = dialectOf(db) === 'mysql';
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return mysql ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : t;
  };

  await table('busqueda_documentos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('tipo', 'varchar(12)', (c) => c.notNull())
    .addColumn('ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('titulo', 'varchar(200)', (c) => c.notNull())
    .addColumn('resumen', 'varchar(400)', (c) => c.notNull())
    .addColumn('url', 'varchar(300)', (c) => c.notNull())
    .addColumn('fecha', 'datetime')
    .addColumn('huella', 'varchar(64)', (c) => c.notNull())
    .addUniqueConstraint('busqueda_documentos_ref_uq', ['tipo', 'ref'])
    .execute();

  const term = mysql ? sql`varchar(40) character set ascii collate ascii_bin` : sql`varchar(40)`;
  let terms = table('busqueda_terminos')
    .addColumn('termino', term, (c) => c.notNull())
    .addColumn('documento_id', 'integer', (c) => c.notNull().references('busqueda_documentos.id').onDelete('cascade'))
    .addColumn('en_titulo', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('busqueda_terminos_pk', ['termino', 'documento_id']);
  // The primary key is the index every query reads: on SQLite the table is that index itself.
  if (!mysql) terms = terms.modifyEnd(sql`without rowid`);
  await terms.execute();
  await db.schema.createIndex('busqueda_terminos_documento_idx').on('busqueda_terminos').column('documento_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['busqueda_terminos', 'busqueda_documentos']) await db.schema.dropTable(name).ifExists().execute();
}

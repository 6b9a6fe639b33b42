import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.js';

/**
 * The blog:
 * - `blog_entradas`: one post. `cuerpo` is the Markdown the team wrote, `html` its sanitised
 *   rendering made when it is saved (public reads never render); `estado` borrador | programado |
 *   publicado; `publicar_en` the scheduled instant (UTC) of a programado post, which the publisher
 *   moves to `publicado_at` with a conditional update (once, whatever the number of processes);
 *   `portada_path` is a media reference (db/media-references.ts); `vista_previa_hash` the SHA-256 of
 *   the private preview link's token (never the token); `autor` the admin's name, nothing else personal;
 * - `blog_slugs`: the slugs a published post answered to before (redirected to the current one);
 * - `blog_etiquetas` and `blog_entrada_etiquetas`: tags (name as first typed, slug folded) and
 *   which posts carry them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = dialectOf(db) === 'mysql';
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return mysql ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : t;
  };
  const longText = mysql ? sql`mediumtext` : sql`text`;

  await table('blog_entradas')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('titulo', 'varchar(150)', (c) => c.notNull())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('extracto', 'varchar(300)', (c) => c.notNull())
    .addColumn('cuerpo', longText, (c) => c.notNull())
    .addColumn('html', longText, (c) => c.notNull())
    .addColumn('minutos_lectura', 'integer', (c) => c.notNull())
    .addColumn('estado', 'varchar(12)', (c) => c.notNull())
    .addColumn('publicar_en', 'datetime')
    .addColumn('publicado_at', 'datetime')
    .addColumn('seo_titulo', 'varchar(150)')
    .addColumn('seo_descripcion', 'varchar(300)')
    .addColumn('portada_path', 'varchar(512)')
    .addColumn('portada_alt', 'varchar(200)')
    .addColumn('autor', 'varchar(100)', (c) => c.notNull())
    .addColumn('vista_previa_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();
  // The public list (published, newest first) and the publisher's look for due scheduled posts.
  await db.schema.createIndex('blog_entradas_publicadas_idx').on('blog_entradas').columns(['estado', 'publicado_at', 'id']).execute();
  await db.schema.createIndex('blog_entradas_programadas_idx').on('blog_entradas').columns(['estado', 'publicar_en']).execute();
  await db.schema.createIndex('blog_entradas_portada_idx').on('blog_entradas').column('portada_path').execute();

  await table('blog_slugs')
    .addColumn('slug', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('entrada_id', 'integer', (c) => c.notNull().references('blog_entradas.id').onDelete('cascade'))
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .execute();

  await table('blog_etiquetas')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('slug', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('nombre', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .execute();

  await table('blog_entrada_etiquetas')
    .addColumn('entrada_id', 'integer', (c) => c.notNull().references('blog_entradas.id').onDelete('cascade'))
    .addColumn('etiqueta_id', 'integer', (c) => c.notNull().references('blog_etiquetas.id').onDelete('cascade'))
    .addColumn('posicion', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_entrada_etiquetas_pk', ['entrada_id', 'etiqueta_id'])
    .execute();
  await db.schema
    .createIndex('blog_entrada_etiquetas_etiqueta_idx')
    .on('blog_entrada_etiquetas')
    .columns(['etiqueta_id', 'entrada_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['blog_entrada_etiquetas', 'blog_etiquetas', 'blog_slugs', 'blog_entradas'])
    await db.schema.dropTable(name).ifExists().execute();
}

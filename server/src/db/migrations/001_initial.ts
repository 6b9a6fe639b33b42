import { type Kysely, type CreateTableBuilder, MysqlAdapter, sql } from 'kysely';

const isMysql = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof MysqlAdapter;

/** Same logical schema on both dialects; MySQL tables get InnoDB + utf8mb4 and longer text types. */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = isMysql(db);
  const longText = mysql ? sql`mediumtext` : sql`text`;
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return mysql ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : t;
  };
  const id = <T extends string>(t: CreateTableBuilder<T, never>) => t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(table('admins'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();

  await id(table('users'))
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('date_of_birth', 'varchar(10)', (c) => c.notNull())
    .addColumn('country', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('weight_kg', sql`decimal(5,2)`)
    .addColumn('height_cm', sql`decimal(5,2)`)
    .addColumn('sex', 'varchar(20)', (c) => c.notNull())
    .addColumn('accept_privacy_policy', 'boolean', (c) => c.notNull())
    .addColumn('email_verified_at', 'datetime')
    .addColumn('profile_image_path', 'varchar(512)')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();

  await id(table('auth_tokens'))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'datetime', (c) => c.notNull())
    .addColumn('used_at', 'datetime')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_tokens_subject_idx').on('auth_tokens').columns(['purpose', 'subject_id']).execute();

  await id(table('registros'))
    .addColumn('nombre', 'varchar(100)', (c) => c.notNull())
    .addColumn('apellidos', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('telefono', 'varchar(20)', (c) => c.notNull())
    .addColumn('sexo', 'varchar(20)', (c) => c.notNull())
    .addColumn('ocupacion', 'varchar(100)', (c) => c.notNull())
    .addColumn('pais', 'varchar(100)', (c) => c.notNull())
    .addColumn('edad', 'integer', (c) => c.notNull())
    .addColumn('peso_actual', sql`decimal(5,2)`, (c) => c.notNull())
    .addColumn('estatura', 'integer', (c) => c.notNull())
    .addColumn('sufre_de', 'text', (c) => c.notNull())
    .addColumn('sufre_de_otros', 'text')
    .addColumn('objetivos', 'text', (c) => c.notNull())
    .addColumn('objetivo_otros', 'text')
    .addColumn('recomendado_por', 'varchar(150)')
    .addColumn('id_patrocinador', 'varchar(100)')
    .addColumn('fecha_asesoria', 'datetime', (c) => c.notNull())
    .addColumn('slot_key', 'varchar(16)', (c) => c.unique())
    .addColumn('hold_expires_at', 'datetime')
    .addColumn('politica_privacidad', 'boolean', (c) => c.notNull())
    .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'datetime')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registros_fecha_idx').on('registros').column('fecha_asesoria').execute();
  await db.schema.createIndex('registros_email_idx').on('registros').column('email').execute();
  await db.schema.createIndex('registros_hold_idx').on('registros').columns(['verified', 'hold_expires_at']).execute();

  await id(table('bloqueos'))
    .addColumn('fecha', 'varchar(10)', (c) => c.notNull())
    .addColumn('hora_inicio', 'varchar(5)')
    .addColumn('hora_fin', 'varchar(5)')
    .addColumn('motivo', 'varchar(255)')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bloqueos_fecha_idx').on('bloqueos').column('fecha').execute();

  await table('inicio_slides')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sub_title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('title1_pre', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('title1_highlight', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('title2', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('hero_img_path', 'varchar(512)')
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();

  await table('slider_images')
    .addColumn('slot', 'integer', (c) => c.primaryKey())
    .addColumn('image_path', 'varchar(512)')
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();

  await table('site_settings')
    .addColumn('setting_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text')
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();

  await id(table('testimonials'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('video_path', 'varchar(512)')
    .addColumn('poster_path', 'varchar(512)')
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('testimonials_public_idx').on('testimonials').columns(['is_active', 'orden', 'id']).execute();

  await id(table('email_outbox'))
    .addColumn('to_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('html', longText, (c) => c.notNull())
    .addColumn('text_body', longText, (c) => c.notNull())
    .addColumn('attachments', longText)
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'datetime', (c) => c.notNull())
    .addColumn('locked_until', 'datetime')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'datetime')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_outbox_due_idx').on('email_outbox').columns(['status', 'next_attempt_at']).execute();

  await table('rate_limits')
    .addColumn('limit_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'datetime', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'rate_limits',
    'email_outbox',
    'testimonials',
    'site_settings',
    'slider_images',
    'inicio_slides',
    'bloqueos',
    'registros',
    'auth_tokens',
    'users',
    'admins',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}

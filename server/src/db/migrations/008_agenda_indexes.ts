import type { Kysely } from 'kysely';
import { agendaSearchText, SEARCH_TEXT_MAX } from '../../lib/search-text.js';

/**
 * The agenda that stays fast: its filters and keyset pages run in the database.
 * - registros.busqueda: name, surnames, e-mail and phone folded (no accents, lower case), so the
 *   agenda's search is one substring test (instr) on SQLite and MariaDB alike (SQLite's lower()
 *   knows ASCII only). Written with every write of those fields (booking.rows.ts detailColumns,
 *   booking.repo.ts anonymiseBookings).
 * - (verified, fecha_asesoria, id): the default list's filter in its order (the keyset) and its
 *   total; one state's list has (estado, fecha_asesoria) from migration 003.
 * - (verified|estado, fecha_asesoria, busqueda): a search (a substring, which no B-tree finds)
 *   reads its scope's range of one of these, ~70 bytes a booking, not the rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registros').addColumn('busqueda', `varchar(${SEARCH_TEXT_MAX})`).execute();
  // Backfill in id order, a batch at a time (a long-lived agenda has thousands of rows).
  let after = 0;
  for (;;) {
    const rows: { id: number; nombre: string; apellidos: string; email: string; telefono: string }[] = await db
      .selectFrom('registros')
      .select(['id', 'nombre', 'apellidos', 'email', 'telefono'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (!rows.length) break;
    for (const r of rows) {
      await db
        .updateTable('registros')
        .set({ busqueda: agendaSearchText(r) })
        .where('id', '=', r.id)
        .execute();
    }
    after = rows[rows.length - 1]!.id;
  }
  // Pages and totals walk a narrow index in the list's order (the estado filter has its own from
  // migration 003; both engines append the primary key to a secondary index).
  await db.schema.createIndex('registros_verified_fecha_idx').on('registros').columns(['verified', 'fecha_asesoria', 'id']).execute();
  // A search reads busqueda from these instead of the rows (which carry health data: ~10× the bytes).
  await db.schema
    .createIndex('registros_verified_busqueda_idx')
    .on('registros')
    .columns(['verified', 'fecha_asesoria', 'busqueda'])
    .execute();
  await db.schema.createIndex('registros_estado_busqueda_idx').on('registros').columns(['estado', 'fecha_asesoria', 'busqueda']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('registros_estado_busqueda_idx').on('registros').execute();
  await db.schema.dropIndex('registros_verified_busqueda_idx').on('registros').execute();
  await db.schema.dropIndex('registros_verified_fecha_idx').on('registros').execute();
  await db.schema.alterTable('registros').dropColumn('busqueda').execute();
}

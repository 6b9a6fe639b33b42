import type { Bloqueo } from '@app/shared/booking';
import { precompile } from '../../db/precompiled.js';
import { toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

/** The SQL of schedule blocks (bloqueos). Their dates and hours are Colombia wall-clock text. */

export async function listWholeDayBlockDates(db: Db, fromFecha: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bloqueos')
    .select('fecha')
    .distinct()
    .where('fecha', '>=', fromFecha)
    .where('hora_inicio', 'is', null)
    .orderBy('fecha')
    .execute();
  return rows.map((r) => r.fecha);
}

// Precompiled (db/precompiled.ts): every booking runs it.
const blocksOnQuery = precompile((db, p: { fecha: string }) =>
  db.selectFrom('bloqueos').select(['hora_inicio', 'hora_fin']).where('fecha', '=', p.fecha).compile(),
);

export async function listBlocksOn(db: Db, fecha: string) {
  return (await blocksOnQuery(db, { fecha })).rows;
}

export function listAllBlocks(db: Db): Promise<Bloqueo[]> {
  return db
    .selectFrom('bloqueos')
    .select(['id', 'fecha', 'hora_inicio', 'hora_fin', 'motivo'])
    .orderBy('fecha')
    .orderBy('hora_inicio')
    .orderBy('id')
    .execute();
}

export async function insertBlock(db: Db, b: Omit<Bloqueo, 'id'>, now: Date): Promise<number> {
  const res = await db
    .insertInto('bloqueos')
    .values({ ...b, created_at: toDbDateTime(now) })
    .executeTakeFirstOrThrow();
  return Number(res.insertId);
}

export async function deleteBlock(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom('bloqueos').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export function findBlock(db: Db, id: number): Promise<Bloqueo | undefined> {
  return db.selectFrom('bloqueos').select(['id', 'fecha', 'hora_inicio', 'hora_fin', 'motivo']).where('id', '=', id).executeTakeFirst();
}

import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, RegistrosTable } from '../../db/schema.js';
import { precompile, row } from '../../db/precompiled.js';

/** All SQL of the booking domain. Instants are 'YYYY-MM-DD HH:MM:SS' UTC strings (lib/time.ts). */

type Executor = Kysely<Database> | Transaction<Database>;
export type RegistroRow = Selectable<RegistrosTable>;
export type NewRegistro = Insertable<RegistrosTable>;

// ---- bloqueos -------------------------------------------------------------------------------

export function listWholeDayBlockDates(db: Executor, fromFecha: string) {
  return db
    .selectFrom('bloqueos')
    .select('fecha')
    .distinct()
    .where('fecha', '>=', fromFecha)
    .where('hora_inicio', 'is', null)
    .orderBy('fecha')
    .execute();
}

// Precompiled (db/precompiled.ts): every booking runs it.
const blocksOnQuery = precompile((db, p: { fecha: string }) =>
  db.selectFrom('bloqueos').select(['hora_inicio', 'hora_fin']).where('fecha', '=', p.fecha).compile(),
);

export async function listBlocksOn(db: Executor, fecha: string) {
  return (await blocksOnQuery(db, { fecha })).rows;
}

export function listAllBlocks(db: Executor) {
  return db
    .selectFrom('bloqueos')
    .select(['id', 'fecha', 'hora_inicio', 'hora_fin', 'motivo'])
    .orderBy('fecha')
    .orderBy('hora_inicio')
    .orderBy('id')
    .execute();
}

export async function insertBlock(
  db: Executor,
  b: { fecha: string; hora_inicio: string | null; hora_fin: string | null; motivo: string | null; created_at: string },
): Promise<number> {
  const res = await db.insertInto('bloqueos').values(b).executeTakeFirstOrThrow();
  return Number(res.insertId);
}

export async function deleteBlock(db: Executor, id: number): Promise<boolean> {
  const res = await db.deleteFrom('bloqueos').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export function findBlock(db: Executor, id: number) {
  return db.selectFrom('bloqueos').select(['id', 'fecha', 'hora_inicio', 'hora_fin', 'motivo']).where('id', '=', id).executeTakeFirst();
}

// ---- slots ------------------------------------------------------------------------------------

/**
 * Slot keys ('yyyy-MM-ddTHH:mm') of a day that are currently held: verified bookings, pending ones
 * whose hold has not run out, and those without a hold end (admin-managed).
 */
export async function heldSlotKeysOn(db: Executor, fecha: string, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('registros')
    .select('slot_key')
    .where('slot_key', 'like', `${fecha}T%`)
    .where((eb) => eb.or([eb('verified', '=', 1), eb('hold_expires_at', 'is', null), eb('hold_expires_at', '>', now)]))
    .execute();
  return rows.map((r) => r.slot_key!).filter(Boolean);
}

/**
 * Frees the slot of a pending booking whose hold ran out. A plain read first, then an update by
 * primary key: on InnoDB this avoids gap locks on the unique index that would make concurrent
 * bookings of one slot deadlock instead of one of them getting the duplicate-key error.
 */
const expiredHoldQuery = precompile((db, p: { slotKey: string; now: string }) =>
  db
    .selectFrom('registros')
    .select('id')
    .where('slot_key', '=', p.slotKey)
    .where('verified', '=', 0)
    .where('hold_expires_at', 'is not', null)
    .where('hold_expires_at', '<', p.now)
    .compile(),
);

export async function releaseExpiredHold(trx: Executor, slotKey: string, now: string): Promise<void> {
  // Every booking runs this read (precompiled); the update below only when a hold ran out.
  const [expired] = (await expiredHoldQuery(trx, { slotKey, now })).rows;
  if (!expired) return;
  await trx
    .updateTable('registros')
    .set({ slot_key: null })
    .where('id', '=', expired.id)
    .where('slot_key', '=', slotKey)
    .where('verified', '=', 0)
    .where('hold_expires_at', '<', now)
    .execute();
}

// ---- registros --------------------------------------------------------------------------------

const REGISTRO_COLUMNS = [
  'nombre',
  'apellidos',
  'email',
  'telefono',
  'sexo',
  'ocupacion',
  'pais',
  'edad',
  'peso_actual',
  'estatura',
  'sufre_de',
  'sufre_de_otros',
  'objetivos',
  'objetivo_otros',
  'recomendado_por',
  'id_patrocinador',
  'fecha_asesoria',
  'slot_key',
  'hold_expires_at',
  'politica_privacidad',
  'verified',
  'verified_at',
  'created_at',
  'updated_at',
] as const;
/** Every column but the id: a new booking states each one. */
export type NewRegistroRow = Required<Pick<NewRegistro, (typeof REGISTRO_COLUMNS)[number]>>;

const insertRegistroQuery = precompile((db, p: NewRegistroRow) => db.insertInto('registros').values(row(p, REGISTRO_COLUMNS)).compile());

export async function insertRegistro(trx: Executor, r: NewRegistroRow): Promise<number> {
  const res = await insertRegistroQuery(trx, r);
  return Number(res.insertId);
}

export function findRegistro(db: Executor, id: number) {
  return db.selectFrom('registros').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateRegistro(db: Executor, id: number, values: Updateable<RegistrosTable>): Promise<void> {
  await db.updateTable('registros').set(values).where('id', '=', id).execute();
}

export async function deleteRegistro(db: Executor, id: number): Promise<boolean> {
  const res = await db.deleteFrom('registros').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Verified bookings, filtered by instant: from `from` on (ascending) or before `before` (descending). */
export function listVerified(db: Executor, range: { from?: string; before?: string }) {
  let q = db.selectFrom('registros').selectAll().where('verified', '=', 1);
  if (range.from) q = q.where('fecha_asesoria', '>=', range.from).orderBy('fecha_asesoria', 'asc');
  else if (range.before) q = q.where('fecha_asesoria', '<', range.before).orderBy('fecha_asesoria', 'desc');
  else q = q.orderBy('fecha_asesoria', 'asc');
  return q.orderBy('id').execute();
}

// ---- verification tokens ------------------------------------------------------------------------

export const BOOKING_TOKEN_PURPOSE = 'booking_verify';

type NewVerifyToken = { hash: string; registroId: number; expiresAt: string; now: string };
const insertVerifyTokenQuery = precompile((db, t: NewVerifyToken) =>
  db
    .insertInto('auth_tokens')
    .values({
      token_hash: t.hash,
      purpose: BOOKING_TOKEN_PURPOSE,
      subject_id: t.registroId,
      expires_at: t.expiresAt,
      used_at: null,
      created_at: t.now,
    })
    .compile(),
);

export async function insertVerifyToken(trx: Executor, t: NewVerifyToken) {
  await insertVerifyTokenQuery(trx, t);
}

export function findVerifyToken(trx: Executor, hash: string) {
  return trx
    .selectFrom('auth_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .where('purpose', '=', BOOKING_TOKEN_PURPOSE)
    .executeTakeFirst();
}

/** Marks a token used; false when another request used it first. */
export async function useToken(trx: Executor, id: number, now: string): Promise<boolean> {
  const res = await trx.updateTable('auth_tokens').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteTokensOf(db: Executor, registroId: number): Promise<void> {
  await db.deleteFrom('auth_tokens').where('purpose', '=', BOOKING_TOKEN_PURPOSE).where('subject_id', '=', registroId).execute();
}

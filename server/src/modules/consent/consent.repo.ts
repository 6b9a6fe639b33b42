import type { ConsentRecord } from '@app/shared/privacy';
import { policyVersion } from '@app/shared/privacy';
import { dialectOf } from '../../db/database.js';
import { dbDateTimeToIso, toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

/** The SQL of the consents on record (consentimientos): written by the forms that collect data, read by the export. */

/** The purposes an account consents to apart from its sign-up (/perfil's tools). */
export type ConsentPurpose = 'herramientas';

export interface NewConsent {
  userId?: number;
  registroId?: number;
  pedidoId?: number;
  /** An account's consent for a purpose of its own (the tools' health log); absent for the sign-up's. */
  finalidad?: ConsentPurpose;
  version: string;
  texto: string;
  ip: string | null;
  at: Date;
}

export async function insertConsent(db: Db, c: NewConsent): Promise<void> {
  await db
    .insertInto('consentimientos')
    .values({
      user_id: c.userId ?? null,
      registro_id: c.registroId ?? null,
      pedido_id: c.pedidoId ?? null,
      finalidad: c.finalidad ?? null,
      politica_version: c.version,
      texto: c.texto,
      ip: c.ip,
      otorgado_at: toDbDateTime(c.at),
    })
    .execute();
}

/** Whose consents: an account's, its bookings' and its orders'. */
export interface ConsentKeys {
  userId?: number;
  registroIds?: readonly number[];
  pedidoIds?: readonly number[];
}

/** The consents given with an account and with bookings, oldest first. */
export async function findConsents(db: Db, keys: ConsentKeys): Promise<ConsentRecord[]> {
  const registroIds = keys.registroIds ?? [];
  const pedidoIds = keys.pedidoIds ?? [];
  if (keys.userId === undefined && !registroIds.length && !pedidoIds.length) return [];
  const rows = await db
    .selectFrom('consentimientos as c')
    .leftJoin('pedidos as p', 'p.id', 'c.pedido_id')
    .selectAll('c')
    .select('p.referencia')
    .where((eb) =>
      eb.or([
        ...(keys.userId === undefined ? [] : [eb('c.user_id', '=', keys.userId)]),
        ...(registroIds.length ? [eb('c.registro_id', 'in', registroIds)] : []),
        ...(pedidoIds.length ? [eb('c.pedido_id', 'in', pedidoIds)] : []),
      ]),
    )
    .orderBy('c.otorgado_at')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    tipo: r.finalidad === 'herramientas' ? 'herramientas' : r.user_id !== null ? 'cuenta' : r.pedido_id !== null ? 'pedido' : 'registro',
    registro_id: r.registro_id,
    pedido: r.referencia ?? null,
    politica_version: r.politica_version,
    politica_fecha: policyVersion(r.politica_version)?.fecha ?? null,
    texto: r.texto,
    ip: r.ip,
    otorgado_at: dbDateTimeToIso(r.otorgado_at)!,
    ...(r.revocado_at ? { revocado_at: dbDateTimeToIso(r.revocado_at) } : {}),
  }));
}

/**
 * An account's standing consent for a purpose (the latest not withdrawn), or undefined: the purpose's
 * data may not be stored without it.
 */
export async function findPurposeConsent(
  db: Db,
  userId: number,
  finalidad: ConsentPurpose,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ politica_version: string; otorgado_at: string } | undefined> {
  let query = db
    .selectFrom('consentimientos')
    .select(['politica_version', 'otorgado_at'])
    .where('user_id', '=', userId)
    .where('finalidad', '=', finalidad)
    .where('revocado_at', 'is', null)
    .orderBy('id', 'desc');
  // Inside a write's transaction on MySQL: a withdrawal (revokePurposeConsent's UPDATE) waits for the
  // write to commit, or the write waits for the withdrawal and then finds no consent (a locking read
  // sees the latest commit). FOR UPDATE, as the other row locks here: MariaDB has no FOR SHARE, and
  // one person's writes queueing behind each other costs nothing. SQLite runs one write at a time.
  if (lock && dialectOf(db) === 'mysql') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { politica_version: row.politica_version, otorgado_at: dbDateTimeToIso(row.otorgado_at)! };
}

/** The accounts among `userIds` whose consent for the purpose stands (a list shows only them). */
export async function usersWithPurposeConsent(db: Db, userIds: readonly number[], finalidad: ConsentPurpose): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectFrom('consentimientos')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('finalidad', '=', finalidad)
    .where('revocado_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => Number(r.user_id)));
}

/**
 * Withdraws an account's consent for a purpose: its rows stay as the record of what was authorised
 * and until when (`revocado_at`). Returns whether one stood.
 */
export async function revokePurposeConsent(db: Db, userId: number, finalidad: ConsentPurpose, at: Date): Promise<boolean> {
  const res = await db
    .updateTable('consentimientos')
    .set({ revocado_at: toDbDateTime(at) })
    .where('user_id', '=', userId)
    .where('finalidad', '=', finalidad)
    .where('revocado_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** An anonymised booking's consent keeps version, text and date (statistics of consent), not the IP. */
export async function forgetConsentIps(db: Db, registroIds: readonly number[]): Promise<void> {
  if (!registroIds.length) return;
  await db.updateTable('consentimientos').set({ ip: null }).where('registro_id', 'in', registroIds).execute();
}

/** An anonymised order's acceptance keeps version, text and date (the proof of the sale's terms), not the IP. */
export async function forgetOrderConsentIps(db: Db, pedidoIds: readonly number[]): Promise<void> {
  if (!pedidoIds.length) return;
  await db.updateTable('consentimientos').set({ ip: null }).where('pedido_id', 'in', pedidoIds).execute();
}

/** The acceptances of orders that are deleted (the sales records' legal period is over). */
export async function deleteOrderConsents(db: Db, pedidoIds: readonly number[]): Promise<void> {
  if (!pedidoIds.length) return;
  await db.deleteFrom('consentimientos').where('pedido_id', 'in', pedidoIds).execute();
}

/** The consents of bookings that are deleted (never confirmed). */
export async function deleteBookingConsents(db: Db, registroIds: readonly number[]): Promise<void> {
  if (!registroIds.length) return;
  await db.deleteFrom('consentimientos').where('registro_id', 'in', registroIds).execute();
}

/** The consent of an account that is deleted. */
export async function deleteAccountConsents(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('consentimientos').where('user_id', '=', userId).execute();
}

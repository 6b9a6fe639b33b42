import { sql } from 'kysely';
import type { ConsentRecord, SentEmailRecord } from '@app/shared/privacy';
import { policyVersion } from '@app/shared/privacy';
import { deleteTokensOf } from '../../db/auth-tokens.js';
import { dbDateTimeToIso, toDbDateTime } from '../../lib/time.js';
import type { Executor } from '../booking/index.js';
import { toBooking, type RegistroRow } from '../booking/index.js';

/** The SQL of the person's rights (issue #15): consents, what is stored under an e-mail, account deletion. */

export interface NewConsent {
  userId?: number;
  registroId?: number;
  version: string;
  texto: string;
  ip: string | null;
  at: Date;
}

export async function insertConsent(db: Executor, c: NewConsent): Promise<void> {
  await db
    .insertInto('consentimientos')
    .values({
      user_id: c.userId ?? null,
      registro_id: c.registroId ?? null,
      politica_version: c.version,
      texto: c.texto,
      ip: c.ip,
      otorgado_at: toDbDateTime(c.at),
    })
    .execute();
}

/** The account's consent and its bookings' consents, oldest first. */
export async function findConsents(db: Executor, userId: number | null, registroIds: readonly number[]): Promise<ConsentRecord[]> {
  if (userId === null && !registroIds.length) return [];
  const rows = await db
    .selectFrom('consentimientos')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(userId === null ? [] : [eb('user_id', '=', userId)]),
        ...(registroIds.length ? [eb('registro_id', 'in', registroIds)] : []),
      ]),
    )
    .orderBy('otorgado_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    tipo: r.user_id === null ? 'registro' : 'cuenta',
    registro_id: r.registro_id,
    politica_version: r.politica_version,
    politica_fecha: policyVersion(r.politica_version)?.fecha ?? null,
    texto: r.texto,
    ip: r.ip,
    otorgado_at: dbDateTimeToIso(r.otorgado_at)!,
  }));
}

/** Booking e-mails keep the case typed; people are found case-insensitively. */
export async function findBookingRowsByEmail(db: Executor, email: string): Promise<RegistroRow[]> {
  return db
    .selectFrom('registros')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('fecha_asesoria')
    .orderBy('id')
    .execute();
}

export const bookingsOf = (rows: readonly RegistroRow[]) => rows.map(toBooking);

/** The e-mails addressed to the person (no bodies). */
export async function findEmailsTo(db: Executor, email: string): Promise<SentEmailRecord[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'status', 'created_at', 'sent_at'])
    .where(sql<string>`lower(to_address)`, '=', email.toLowerCase())
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    destinatario: r.to_address,
    asunto: r.subject,
    estado: r.status,
    creado_at: dbDateTimeToIso(r.created_at)!,
    enviado_at: dbDateTimeToIso(r.sent_at),
  }));
}

/** An anonymised booking's consent keeps version, text and date (statistics of consent), not the IP. */
export async function forgetConsentIps(db: Executor, registroIds: readonly number[]): Promise<void> {
  if (!registroIds.length) return;
  await db.updateTable('consentimientos').set({ ip: null }).where('registro_id', 'in', registroIds).execute();
}

/**
 * Deletes the account, its consent and its single-use tokens, and remembers its id so that the
 * tokens issued before get 401 (the ids are AUTOINCREMENT: never given again).
 */
export async function deleteAccount(db: Executor, userId: number, at: Date): Promise<boolean> {
  await db.deleteFrom('consentimientos').where('user_id', '=', userId).execute();
  await deleteTokensOf(db, ['user_verify', 'user_reset'], userId);
  const res = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1) return false;
  await db.insertInto('cuentas_eliminadas').values({ user_id: userId, eliminado_at: toDbDateTime(at) }).execute();
  return true;
}

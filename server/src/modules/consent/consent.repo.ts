import type { Kysely, Transaction } from 'kysely';
import type { ConsentRecord } from '@app/shared/privacy';
import { policyVersion } from '@app/shared/privacy';
import type { Database } from '../../db/schema.js';
import { dbDateTimeToIso, toDbDateTime } from '../../lib/time.js';

/** The SQL of the consents on record (consentimientos): written by the forms that collect data, read by the export. */

type Executor = Kysely<Database> | Transaction<Database>;

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

/** Whose consents: an account's and its bookings'. */
export interface ConsentKeys {
  userId?: number;
  registroIds?: readonly number[];
}

/** The consents given with an account and with bookings, oldest first. */
export async function findConsents(db: Executor, keys: ConsentKeys): Promise<ConsentRecord[]> {
  const registroIds = keys.registroIds ?? [];
  if (keys.userId === undefined && !registroIds.length) return [];
  const rows = await db
    .selectFrom('consentimientos')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(keys.userId === undefined ? [] : [eb('user_id', '=', keys.userId)]),
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

/** An anonymised booking's consent keeps version, text and date (statistics of consent), not the IP. */
export async function forgetConsentIps(db: Executor, registroIds: readonly number[]): Promise<void> {
  if (!registroIds.length) return;
  await db.updateTable('consentimientos').set({ ip: null }).where('registro_id', 'in', registroIds).execute();
}

/** The consents of bookings that are deleted (never confirmed). */
export async function deleteBookingConsents(db: Executor, registroIds: readonly number[]): Promise<void> {
  if (!registroIds.length) return;
  await db.deleteFrom('consentimientos').where('registro_id', 'in', registroIds).execute();
}

/** The consent of an account that is deleted. */
export async function deleteAccountConsents(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('consentimientos').where('user_id', '=', userId).execute();
}

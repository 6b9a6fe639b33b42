import { sql } from 'kysely';
import { dialectOf } from '../../db/database.js';
import { scrubEmailsAbout, type OutboxSubject } from '../../mail/outbox.js';
import { toDbDateTime } from '../../lib/time.js';
import { agendaSearchText, SEARCH_SEPARATOR } from '../../lib/search-text.js';

import { deleteTokensOf } from './booking-tokens.repo.js';
import { deleteRemindersOf } from './reminders.repo.js';
import type { Db } from '../../db/database.js';

// The anonymisation of bookings (docs/architecture.md §14): the retention pass and the person's rights.

/** The address an anonymised booking keeps: unique per booking, and .invalid never delivers (RFC 2606). */
export const anonymisedEmail = (id: number) => `anonimo-${id}@anonimizado.invalid`;

/** A booking's e-mails (the outbox's registro_id), readdressed with the booking when it is anonymised. */
export const bookingEmails: OutboxSubject = { column: 'registro_id', anonymisedAddress: anonymisedEmail };
export const ANONYMISED_NAME = 'Anónimo';

/**
 * Anonymises bookings: every field that could identify the person is replaced or emptied (names,
 * e-mail, phone, sex, age, weight, height, conditions, goals, occupation, country, referrer,
 * sponsor, cancellation reason); the appointment's instant, slot, estado and created_at stay for
 * the agenda's statistics. Their tokens and reminder rows are removed and their e-mails emptied and
 * readdressed (mail/outbox.ts). Done once: a booking already anonymised is left as it is (its
 * e-mails and tokens are cleaned again, which changes nothing). Returns how many bookings it
 * anonymised now. Run it inside a transaction so the booking and its traces go together.
 */
export async function anonymiseBookings(trx: Db, ids: readonly number[], at: Date): Promise<number> {
  if (!ids.length) return 0;
  const now = toDbDateTime(at);
  // Each booking gets its own address, computed in SQL so a whole batch is one statement.
  const email =
    dialectOf(trx) === 'mysql'
      ? sql<string>`concat('anonimo-', id, '@anonimizado.invalid')`
      : sql<string>`'anonimo-' || id || '@anonimizado.invalid'`;
  // agendaSearchText of the anonymised fields, the e-mail (lower-case ASCII already) spliced in SQL.
  const [namePart, , phonePart] = agendaSearchText({ nombre: ANONYMISED_NAME, apellidos: '', email: '', telefono: '' }).split(
    SEARCH_SEPARATOR,
  );
  const busqueda =
    dialectOf(trx) === 'mysql'
      ? sql<string>`concat(${namePart + SEARCH_SEPARATOR}, ${email}, ${SEARCH_SEPARATOR + phonePart})`
      : sql<string>`${namePart + SEARCH_SEPARATOR} || ${email} || ${SEARCH_SEPARATOR + phonePart}`;
  const res = await trx
    .updateTable('registros')
    .set({
      nombre: ANONYMISED_NAME,
      apellidos: '',
      email,
      telefono: '',
      busqueda,
      sexo: '',
      ocupacion: '',
      pais: '',
      edad: 0,
      peso_actual: 0,
      estatura: 0,
      sufre_de: '[]',
      sufre_de_otros: null,
      objetivos: '[]',
      objetivo_otros: null,
      recomendado_por: null,
      id_patrocinador: null,
      motivo_cancelacion: null,
      anonimizado_at: now,
      updated_at: now,
      revision: sql<number>`revision + 1`,
    })
    .where('id', 'in', ids)
    .where('anonimizado_at', 'is', null)
    .executeTakeFirst();
  await deleteTokensOf(trx, ids);
  await deleteRemindersOf(trx, ids);
  await scrubEmailsAbout(trx, bookingEmails, ids);
  return Number(res.numUpdatedRows);
}

/** One booking (the person's rights: "Eliminar mis datos", the admin's "anonimizar"). */
export async function anonymiseBooking(trx: Db, id: number, at: Date): Promise<boolean> {
  return (await anonymiseBookings(trx, [id], at)) === 1;
}

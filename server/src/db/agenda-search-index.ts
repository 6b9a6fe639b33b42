import type { BookingEstado } from '@app/shared/booking';

/**
 * The agenda's search index on SQLite (migration 009, ADR 012): an FTS5 table with the trigram
 * tokenizer, so a substring of three or more characters is found through an index instead of a
 * scan of every booking.
 *
 * Its rowid is the agenda's order itself: the appointment's minute since the epoch, then the
 * booking's id in the low 24 bits. A page is then a rowid range read in order with a LIMIT, and a
 * total is a count over the same range: neither touches the bookings' rows. The second column
 * holds the filters as three-character words («@v@» verified, «@c@» confirmada…), matched in the
 * same query.
 *
 * Written only by triggers on registros (the migration), so no write path can forget it.
 * Appointments are whole minutes (slots are HH:mm), so the minute keeps the (fecha, id) order.
 */

/** The low bits of the key hold the id: 16.7 million bookings, 2^50 in all (a safe JS integer). */
const ID_BITS = 24;
const ID_SPAN = 2 ** ID_BITS;

/** The index's rowid for an appointment at `fecha` with this id (the keyset position). */
export function agendaSearchKey(fecha: Date, id: number): number {
  return Math.floor(fecha.getTime() / 60_000) * ID_SPAN + id;
}

/** The first rowid at or after this instant (a scope's bound). */
export const agendaSearchKeyFloor = (at: Date): number => Math.ceil(at.getTime() / 60_000) * ID_SPAN;

/** The booking id a rowid stands for. */
export const bookingIdOfSearchKey = (key: number): number => key % ID_SPAN;

/** The same key in SQL, of the row `alias` (new / old in the triggers). */
export const agendaSearchKeySql = (alias: string) =>
  `(CAST(strftime('%s', ${alias}.fecha_asesoria) AS INTEGER) / 60) * ${ID_SPAN} + ${alias}.id`;

/**
 * The filters as words of exactly three characters: one trigram each, so matching one reads one
 * postings list (a longer word would be a phrase of trigrams checked position by position, ≈ 10×
 * slower over 80 000 bookings). Changing them needs a migration that rebuilds the index.
 */
export const VERIFIED_FLAG = '@v@';
const ESTADO_FLAGS: Record<BookingEstado, string> = {
  pendiente: '@p@',
  confirmada: '@c@',
  cancelada: '@x@',
  asistio: '@a@',
  no_asistio: '@n@',
};
export const estadoFlag = (estado: BookingEstado) => ESTADO_FLAGS[estado];

/** The filter words of the row `alias`, in SQL: «@v@ @c@» for a confirmed booking. */
export const agendaSearchFlagsSql = (alias: string) =>
  `CASE WHEN ${alias}.verified = 1 THEN '${VERIFIED_FLAG} ' ELSE '' END || CASE ${alias}.estado ${Object.entries(ESTADO_FLAGS)
    .map(([estado, flag]) => `WHEN '${estado}' THEN '${flag}'`)
    .join(' ')} ELSE '' END`;

/** The trigram tokenizer finds no substring shorter than this: shorter needles scan. */
export const MIN_INDEXED_NEEDLE = 3;

/** An FTS5 phrase: the text between double quotes, any quote doubled. */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

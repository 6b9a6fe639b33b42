/**
 * The agenda's search text (registros.busqueda, migration 008), the same on both databases: folded
 * in JavaScript because SQLite's lower() knows ASCII only and neither engine strips accents alike.
 */

/** Lower case without accents: «José Muñoz» → «jose munoz» (the agenda's search on both sides). */
export const foldForSearch = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Separates the searchable fields in registros.busqueda; a search never matches across it (a
 * needle containing control characters matches nothing: booking-lists.repo.ts).
 */
export const SEARCH_SEPARATOR = '\u001f';

export const SEARCH_TEXT_MAX = 600;

/**
 * registros.busqueda (migration 008): what the agenda's search looks in, folded once at write time
 * so the search is one LIKE in the database. «nombre apellidos» as one field, as the search always
 * matched the full name.
 */
export function agendaSearchText(d: { nombre: string; apellidos: string; email: string; telefono: string }): string {
  // The column is varchar(600) so that MariaDB can index it; the fields' limits add up to ~480.
  return [`${d.nombre} ${d.apellidos}`, d.email, d.telefono].map(foldForSearch).join(SEARCH_SEPARATOR).slice(0, SEARCH_TEXT_MAX);
}

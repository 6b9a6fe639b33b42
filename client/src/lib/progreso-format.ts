/** Numbers and days as /perfil's tools and the coach's person page show them: Colombian decimal comma, Spanish dates. */

const decimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** "72,5 kg"; "—" for none. */
export const formatMeasure = (n: number | null | undefined, unit: string): string =>
  n === null || n === undefined ? '—' : `${decimal.format(n)} ${unit}`;

/** A kg change with its sign: "−0,4 kg", "+1,2 kg". */
export const formatChange = (n: number, unit: string): string => `${n > 0 ? '+' : n < 0 ? '−' : ''}${decimal.format(Math.abs(n))} ${unit}`;

/** A yyyy-MM-dd day in Spanish: "9 de marzo de 2026" (read at noon UTC: the same day whatever the zone). */
export const formatDay = (fecha: string, month: 'long' | 'short' = 'long'): string =>
  new Date(`${fecha}T12:00:00Z`).toLocaleDateString('es-CO', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });

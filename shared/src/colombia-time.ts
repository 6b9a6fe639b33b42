/**
 * Colombia is UTC−5 all year (no daylight saving), so wall-clock conversions are plain arithmetic.
 * Everything here works on strings (yyyy-MM-dd, HH:mm) and Date instants, independent of the
 * machine's own time zone.
 */
export const COLOMBIA_TZ = 'America/Bogota';
export const COLOMBIA_OFFSET_MINUTES = -5 * 60;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

export function isHHmm(value: unknown): value is string {
  return typeof value === 'string' && TIME_RE.test(value);
}

/** The UTC instant of a Colombia wall-clock date and time. */
export function colombiaToUtc(fecha: string, hora: string): Date {
  const [y, mo, d] = fecha.split('-').map(Number);
  const [h, mi] = hora.split(':').map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi) - COLOMBIA_OFFSET_MINUTES * 60_000);
}

/** The Colombia wall-clock date (yyyy-MM-dd) and time (HH:mm) of an instant. */
export function utcToColombia(instant: Date): { fecha: string; hora: string } {
  const shifted = new Date(instant.getTime() + COLOMBIA_OFFSET_MINUTES * 60_000);
  const iso = shifted.toISOString();
  return { fecha: iso.slice(0, 10), hora: iso.slice(11, 16) };
}

/** Today's date in Colombia. */
export function colombiaToday(now: Date = new Date()): string {
  return utcToColombia(now).fecha;
}

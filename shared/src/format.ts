import { COLOMBIA_TZ } from './colombia-time';

/**
 * One formatter per format the site shows (docs/architecture.md §9 "Fields and formats"), used by
 * the server's pages and e-mails and by the client alike: amounts es-CO, decimals with a comma,
 * instants on Colombia's wall clock (America/Bogota, whatever the machine's or the visitor's zone)
 * and calendar days (yyyy-MM-dd) without any zone shift.
 *
 * Built once, at load: constructing an Intl formatter costs far more than using one (≈ 0.1 ms for
 * a number, ≈ 1 ms for a date on a budget phone), and an order's e-mails write a dozen prices.
 */

// ---------------------------------------------------------------------------------------------
// Numbers

const WHOLE = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** "$ 95.000": the one way a price is written (es-CO, no decimals). */
export const formatPesos = (pesos: number): string => `$ ${WHOLE.format(pesos)}`;

/** "95.000": a whole number grouped as a money input shows it (the "$" sits beside the input). */
export const formatWhole = (n: number): string => WHOLE.format(n);

/** "74,5": a decimal with a comma, at most two decimals. */
export const formatDecimal = (n: number): string => DECIMAL.format(n);

// ---------------------------------------------------------------------------------------------
// Instants (an ISO instant of the API, or a Date) on Colombia's wall clock

const inColombia = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('es-CO', { timeZone: COLOMBIA_TZ, ...options });

const INSTANT = {
  /** '03/12/2026' */
  date: inColombia({ day: '2-digit', month: '2-digit', year: 'numeric' }),
  /** 'jueves, 3 de diciembre de 2026' */
  fullDate: inColombia({ dateStyle: 'full' }),
  /** '03:00 p. m.' */
  time: inColombia({ hour: '2-digit', minute: '2-digit', hour12: true }),
  /** '03/12/2026, 3:00 p. m.' */
  dateTime: inColombia({ dateStyle: 'medium', timeStyle: 'short' }),
  /** '3 de diciembre de 2026 a las 3:00 p. m.' */
  longDateTime: inColombia({ dateStyle: 'long', timeStyle: 'short' }),
  /** '26 de noviembre de 2026' */
  day: inColombia({ day: 'numeric', month: 'long', year: 'numeric' }),
  /** The parts of 'jueves 28 de noviembre de 2026 a las 15:45'. */
  longParts: inColombia({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  /** The parts of '28 nov 2026, 15:45'. */
  shortParts: inColombia({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
};

/** A Date, or null for a missing or unreadable instant. */
function instantOf(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const instantFormat = (format: Intl.DateTimeFormat) => (value: string | Date | null | undefined) => {
  const d = instantOf(value);
  return d ? format.format(d) : '-';
};

/** '03/12/2026' ('-' for none). */
export const formatColombiaDate = instantFormat(INSTANT.date);
/** 'jueves, 3 de diciembre de 2026' ('-' for none). */
export const formatColombiaLongDate = instantFormat(INSTANT.fullDate);
/** '03:00 p. m.' ('-' for none). */
export const formatColombiaTime = instantFormat(INSTANT.time);
/** '03/12/2026, 3:00 p. m.' ('-' for none). */
export const formatColombiaDateTime = instantFormat(INSTANT.dateTime);

/** '3 de diciembre de 2026 a las 3:00 p. m.' ('-' for none): when something happened or must, in an order's e-mails. */
export const formatColombiaLongDateTime = instantFormat(INSTANT.longDateTime);

/** '26 de noviembre de 2026': the day of an instant in Colombia, as the blog's pages write it. */
export const formatColombiaDay = (value: string | Date): string => INSTANT.day.format(new Date(value));

function partsOf(format: Intl.DateTimeFormat, iso: string): Record<string, string> | null {
  const d = instantOf(iso);
  return d ? Object.fromEntries(format.formatToParts(d).map((p) => [p.type, p.value])) : null;
}

/** 'jueves 28 de noviembre de 2026 a las 15:45 (hora de Colombia)'; the text itself when it is no instant. */
export function formatColombiaWhen(iso: string): string {
  const p = partsOf(INSTANT.longParts, iso);
  if (!p) return iso;
  return `${p.weekday} ${p.day} de ${p.month} de ${p.year} a las ${p.hour}:${p.minute} (hora de Colombia)`;
}

/** '28 nov 2026, 15:45' (a heading says the times are Colombia's); the text itself when it is no instant. */
export function formatColombiaShortWhen(iso: string): string {
  const p = partsOf(INSTANT.shortParts, iso);
  if (!p) return iso;
  return `${p.day} ${p.month.replace('.', '')} ${p.year}, ${p.hour}:${p.minute}`;
}

// ---------------------------------------------------------------------------------------------
// Calendar days (yyyy-MM-dd): read at noon UTC and written in UTC, the same day whatever the zone

const onTheDay = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', ...options });

const DAY = {
  /** 'lunes, 30 de noviembre de 2026' */
  weekdayLong: onTheDay({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  /** 'lun, 30 nov 2026' */
  weekdayShort: onTheDay({ weekday: 'short', day: '2-digit', month: 'short', year: 'numeric' }),
  /** '30 de noviembre de 2026' */
  long: onTheDay({ day: 'numeric', month: 'long', year: 'numeric' }),
  /** '30 de nov de 2026' */
  short: onTheDay({ day: 'numeric', month: 'short', year: 'numeric' }),
  /** '30 de nov' (a chart's axis) */
  dayMonth: onTheDay({ day: 'numeric', month: 'short' }),
};

const noonOf = (fecha: string) => new Date(`${fecha}T12:00:00Z`);

/** 'lunes, 30 de noviembre de 2026' for a calendar day. */
export const formatLongDay = (fecha: string): string => DAY.weekdayLong.format(noonOf(fecha));

/** 'lun, 30 nov 2026' for a calendar day; the text itself when it is no yyyy-MM-dd. */
export function formatShortWeekday(fecha: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  if (!y || !m || !d) return fecha;
  return DAY.weekdayShort.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** '30 de noviembre de 2026' ('long') or '30 de nov de 2026' ('short') for a calendar day. */
export const formatDay = (fecha: string, month: 'long' | 'short' = 'long'): string => DAY[month].format(noonOf(fecha));

/** '30 de nov' for a chart's time axis (seconds since the epoch, a day at noon UTC). */
export const formatAxisDay = (seconds: number): string => DAY.dayMonth.format(new Date(seconds * 1000));

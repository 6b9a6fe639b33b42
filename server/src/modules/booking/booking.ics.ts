import { COLOMBIA_TZ } from '@app/shared/colombia-time';
import { SESSION_MINUTES, type Booking } from '@app/shared/booking';
import type { Config } from '../../config.js';

/**
 * iCalendar (RFC 5545) of the bookings: the client's invitation attached to its e-mails and the
 * coach's feed (docs/architecture.md §17), built from the same VTIMEZONE and VEVENT lines.
 */
/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function icsEscape(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');
}

/** Folds a content line at 75 octets (continuation lines start with a space), never inside a UTF-8 sequence. */
export function icsFold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsLocal = (fecha: string, hora: string) => `${fecha.replace(/-/g, '')}T${hora.replace(':', '')}00`;
const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function addMinutes(hora: string, minutes: number): string {
  const [h, m] = hora.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The kind of invitation: PUBLISH (confirmation, download), REQUEST (the booking moved), CANCEL
 * (cancelled, STATUS:CANCELLED). `sequence` is registros.secuencia_ics: a calendar applies an
 * update of the same UID only when its SEQUENCE is higher than the one it has.
 */
export interface IcsOptions {
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  sequence?: number;
}

/** The calendar's time zone: Colombia is UTC−5 all year (no daylight saving), one STANDARD rule. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${COLOMBIA_TZ}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0500',
  'TZNAME:-05',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The one UID of a booking's event: the client's invitation and the coach's feed share it. */
export const bookingUid = (config: Config, id: number) => `registro-${id}@${new URL(config.publicUrl).host}`;

/** What differs between the client's invitation and the coach's feed entry of one booking. */
interface EventParts {
  id: number;
  fecha: string;
  hora: string;
  dtstamp: Date;
  sequence: number;
  cancelled: boolean;
  summary: string;
  description: string;
  /** Extra properties placed before STATUS (ORGANIZER, ATTENDEE, URL, LAST-MODIFIED). */
  extra?: string[];
}

function veventLines(config: Config, e: EventParts): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${bookingUid(config, e.id)}`,
    `DTSTAMP:${icsUtc(e.dtstamp)}`,
    `DTSTART;TZID=${COLOMBIA_TZ}:${icsLocal(e.fecha, e.hora)}`,
    `DTEND;TZID=${COLOMBIA_TZ}:${icsLocal(e.fecha, addMinutes(e.hora, SESSION_MINUTES))}`,
    `SUMMARY:${icsEscape(e.summary)}`,
    `DESCRIPTION:${icsEscape(e.description)}`,
    ...(e.extra ?? []),
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${e.sequence}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

const icsText = (lines: string[]) => lines.map(icsFold).join('\r\n') + '\r\n';

/** The calendar invitation of a booking: America/Bogota times, stable UID per booking. */
export function bookingIcs(
  config: Config,
  b: Pick<Booking, 'id' | 'nombre' | 'apellidos' | 'fecha' | 'hora'> & { email?: string },
  now: Date,
  opts: IcsOptions = {},
): string {
  const method = opts.method ?? 'PUBLISH';
  // iTIP (RFC 5546): a REQUEST or CANCEL names its attendee
  const attendee =
    method !== 'PUBLISH' && b.email ? [`ATTENDEE;CN="${`${b.nombre} ${b.apellidos}`.replace(/["\r\n]/g, '')}":mailto:${b.email}`] : [];
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsEscape(config.brand.name)}//Asesorias//ES`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...VTIMEZONE,
    ...veventLines(config, {
      id: b.id,
      fecha: b.fecha,
      hora: b.hora,
      dtstamp: now,
      sequence: opts.sequence ?? 0,
      cancelled: method === 'CANCEL',
      summary: `Asesoría con ${config.brand.coachName} (${config.brand.name})`,
      description: `Asesoría personalizada para ${b.nombre} ${b.apellidos}.\nContacto: ${config.brand.contactPhone} · ${config.brand.coachEmail}`,
      extra: [`ORGANIZER;CN="${config.brand.coachName.replace(/["\r\n]/g, '')}":mailto:${config.brand.coachEmail}`, ...attendee],
    }),
    'END:VCALENDAR',
  ]);
}

/** One booking as the coach's feed shows it: who and how to reach them, nothing about their health. */
export interface FeedEntry {
  id: number;
  nombre: string;
  apellidos: string;
  telefono: string;
  fecha: string;
  hora: string;
  cancelled: boolean;
  /** The booking's revision (every write raises it). */
  sequence: number;
  updatedAt: Date;
}

/**
 * The coach's subscribed calendar (GET /calendario/<token>.ics): the same VEVENT per booking as the
 * client's invitation (same UID), cancelled ones kept with STATUS:CANCELLED so a calendar that
 * already has them removes them. DTSTAMP is the booking's last write, so an unchanged agenda gives
 * the same bytes (the ETag).
 */
export function coachFeedIcs(config: Config, entries: readonly FeedEntry[]): string {
  const agenda = `${config.publicUrl}/admin/dashboard/agenda`;
  const ttl = `PT${config.calendarFeedRefreshMinutes}M`;
  const name = `Asesorías — ${config.brand.name}`;
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsEscape(config.brand.name)}//Agenda//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${icsEscape(name)}`,
    `X-WR-CALNAME:${icsEscape(name)}`,
    `X-WR-TIMEZONE:${COLOMBIA_TZ}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${ttl}`,
    `X-PUBLISHED-TTL:${ttl}`,
    ...VTIMEZONE,
    ...entries.flatMap((e) =>
      veventLines(config, {
        id: e.id,
        fecha: e.fecha,
        hora: e.hora,
        dtstamp: e.updatedAt,
        sequence: e.sequence,
        cancelled: e.cancelled,
        summary: `${e.cancelled ? 'Cancelada: ' : ''}Asesoría — ${e.nombre} ${e.apellidos}`.trim(),
        description: `Teléfono: ${e.telefono || '-'}\nAgenda: ${agenda}`,
        extra: [`URL:${agenda}`, `LAST-MODIFIED:${icsUtc(e.updatedAt)}`],
      }),
    ),
    'END:VCALENDAR',
  ]);
}

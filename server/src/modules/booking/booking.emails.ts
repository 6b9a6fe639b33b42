import { COLOMBIA_TZ, colombiaToUtc } from '@app/shared/colombia-time';
import { SESSION_MINUTES, objetivoLabel, sexoLabel, sufreDeLabel, type Booking } from '@app/shared/booking';
import type { Config } from '../../config.js';
import { renderEmail } from '../../lib/email-template.js';
import type { QueuedEmail } from '../../mail/outbox.js';

/** The booking's e-mails (verification, confirmation + .ics, coach notification), from the model. Pure functions. */

/** 'sábado, 5 de diciembre de 2026' for a Colombia calendar date. */
// Building an Intl formatter is expensive; one instance serves every e-mail.
const LONG_DATE = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: COLOMBIA_TZ,
});

export function spanishLongDate(fecha: string): string {
  return LONG_DATE.format(colombiaToUtc(fecha, '12:00'));
}

/** Header-safe text: a subject never carries a line break from user input. */
export const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

export function verificationEmail(config: Config, b: Booking, link: string, holdHours: number): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: 'Confirma tu asesoría',
    paragraphs: [
      `Hola ${b.nombre}:`,
      `Recibimos tu solicitud de asesoría para el ${spanishLongDate(b.fecha)} a las ${b.hora} (hora de Colombia).`,
      `Para confirmarla, verifica tu correo electrónico con el botón de abajo. El enlace vence en ${holdHours} horas; si no lo usas, el horario quedará libre para otra persona.`,
      'Si no hiciste esta solicitud, puedes ignorar este mensaje.',
    ],
    button: { label: 'Verificar mi correo', url: link },
  });
  return { registroId: b.id, to: b.email, subject: `Confirma tu asesoría con ${config.brand.name}`, html, text };
}

export function confirmationEmail(config: Config, b: Booking, now: Date, gestionUrl: string, sequence: number): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: '¡Tu asesoría está confirmada!',
    paragraphs: [
      `Hola ${b.nombre}:`,
      `Tu correo fue verificado y tu asesoría quedó agendada para el ${spanishLongDate(b.fecha)} a las ${b.hora} (hora de Colombia).`,
      `${config.brand.coachName} se pondrá en contacto contigo. Adjuntamos una invitación de calendario para que no la olvides.`,
      `Si necesitas cancelarla o cambiarla, hazlo desde "Mi asesoría" o escríbenos al ${config.brand.contactPhone}.`,
    ],
    details: [
      ['Fecha', spanishLongDate(b.fecha)],
      ['Hora (Colombia)', b.hora],
    ],
    button: { label: 'Mi asesoría', url: gestionUrl },
  });
  return {
    registroId: b.id,
    to: b.email,
    subject: `Tu asesoría está confirmada — ${config.brand.name}`,
    html,
    text,
    attachments: [icsAttachment(bookingIcs(config, b, now, { sequence }))],
  };
}

/** The .ics as an e-mail attachment; its METHOD is repeated in the Content-Type (RFC 6047). */
export function icsAttachment(ics: string): NonNullable<QueuedEmail['attachments']>[number] {
  const method = /^METHOD:(\w+)/m.exec(ics)?.[1] ?? 'PUBLISH';
  return {
    filename: 'asesoria.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(ics, 'utf8').toString('base64'),
  };
}

export function coachNotificationEmail(config: Config, b: Booking): QueuedEmail {
  const list = (values: string[], label: (v: string) => string) => (values.length ? values.map(label).join(', ') : '-');
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: 'Nueva asesoría verificada',
    paragraphs: [`${b.nombre} ${b.apellidos} verificó su correo y confirmó una asesoría.`],
    details: [
      ['Fecha', spanishLongDate(b.fecha)],
      ['Hora (Colombia)', b.hora],
      ['Nombre', `${b.nombre} ${b.apellidos}`],
      ['Correo', b.email],
      ['Teléfono', b.telefono],
      ['País', b.pais],
      ['Edad', String(b.edad)],
      ['Sexo', sexoLabel(b.sexo)],
      ['Ocupación', b.ocupacion],
      ['Peso actual', `${b.peso_actual} kg`],
      ['Estatura', `${b.estatura} cm`],
      ['Sufre de', list(b.sufre_de, sufreDeLabel)],
      ['Otros (salud)', b.sufre_de_otros ?? '-'],
      ['Objetivos', list(b.objetivos, objetivoLabel)],
      ['Otros (objetivos)', b.objetivo_otros ?? '-'],
      ['Recomendado por', b.recomendado_por ?? '-'],
      ['ID patrocinador', b.id_patrocinador ?? '-'],
    ],
    button: { label: 'Ver la agenda', url: `${config.publicUrl}/admin/dashboard/agenda` },
  });
  return {
    registroId: b.id,
    to: config.brand.coachEmail,
    subject: oneLine(`Nueva asesoría: ${b.nombre} ${b.apellidos} — ${b.fecha} ${b.hora}`),
    html,
    text,
  };
}

// ---- iCalendar (RFC 5545) ------------------------------------------------------------------------

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

import { COLOMBIA_TZ, colombiaToUtc } from '@app/shared/colombia-time';
import { SESSION_MINUTES, objetivoLabel, sexoLabel, sufreDeLabel } from '@app/shared/booking';
import type { Config } from '../../config.js';
import { renderEmail } from '../../lib/email-template.js';
import type { QueuedEmail } from '../email/outbox.js';

/** The booking's e-mails (verification, confirmation + .ics, coach notification). Pure functions. */

export interface BookingForEmail {
  id: number;
  nombre: string;
  apellidos: string;
  email: string;
  telefono: string;
  sexo: string;
  ocupacion: string;
  pais: string;
  edad: number;
  peso_actual: number;
  estatura: number;
  sufre_de: string[];
  sufre_de_otros: string | null;
  objetivos: string[];
  objetivo_otros: string | null;
  recomendado_por: string | null;
  id_patrocinador: string | null;
  /** Colombia yyyy-MM-dd and HH:mm */
  fecha: string;
  hora: string;
}

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
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

export function verificationEmail(config: Config, b: BookingForEmail, link: string, holdHours: number): QueuedEmail {
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
  return { to: b.email, subject: `Confirma tu asesoría con ${config.brand.name}`, html, text };
}

export function confirmationEmail(config: Config, b: BookingForEmail, now: Date): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: '¡Tu asesoría está confirmada!',
    paragraphs: [
      `Hola ${b.nombre}:`,
      `Tu correo fue verificado y tu asesoría quedó agendada para el ${spanishLongDate(b.fecha)} a las ${b.hora} (hora de Colombia).`,
      `${config.brand.coachName} se pondrá en contacto contigo. Adjuntamos una invitación de calendario para que no la olvides.`,
      `Si necesitas cambiar la cita, escríbenos al ${config.brand.contactPhone}.`,
    ],
    details: [
      ['Fecha', spanishLongDate(b.fecha)],
      ['Hora (Colombia)', b.hora],
    ],
  });
  return {
    to: b.email,
    subject: `Tu asesoría está confirmada — ${config.brand.name}`,
    html,
    text,
    attachments: [
      {
        filename: 'asesoria.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(bookingIcs(config, b, now), 'utf8').toString('base64'),
      },
    ],
  };
}

export function coachNotificationEmail(config: Config, b: BookingForEmail): QueuedEmail {
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
    to: config.brand.coachEmail,
    subject: oneLine(`Nueva asesoría: ${b.nombre} ${b.apellidos} — ${b.fecha} ${b.hora}`),
    html,
    text,
  };
}

// ---- iCalendar (RFC 5545) ------------------------------------------------------------------------

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function icsEscape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');
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
const icsUtc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function addMinutes(hora: string, minutes: number): string {
  const [h, m] = hora.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The calendar invitation of a verified booking: America/Bogota times, stable UID per booking. */
export function bookingIcs(config: Config, b: BookingForEmail, now: Date): string {
  const host = new URL(config.publicUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsEscape(config.brand.name)}//Asesorias//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${COLOMBIA_TZ}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0500',
    'TZNAME:-05',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:registro-${b.id}@${host}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART;TZID=${COLOMBIA_TZ}:${icsLocal(b.fecha, b.hora)}`,
    `DTEND;TZID=${COLOMBIA_TZ}:${icsLocal(b.fecha, addMinutes(b.hora, SESSION_MINUTES))}`,
    `SUMMARY:${icsEscape(`Asesoría con ${config.brand.coachName} (${config.brand.name})`)}`,
    `DESCRIPTION:${icsEscape(
      `Asesoría personalizada para ${b.nombre} ${b.apellidos}.\nContacto: ${config.brand.contactPhone} · ${config.brand.coachEmail}`,
    )}`,
    `ORGANIZER;CN="${config.brand.coachName.replace(/["\r\n]/g, '')}":mailto:${config.brand.coachEmail}`,
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(icsFold).join('\r\n') + '\r\n';
}

import { formatDecimal, formatLongDay } from '@app/shared/format';
import { objetivoLabel, sexoLabel, sufreDeLabel, type Booking } from '@app/shared/booking';
import type { Config } from '../../config.js';
import { renderEmail, type EmailContent } from '../../lib/email-template.js';
import type { QueuedEmail } from '../../mail/outbox.js';
import { bookingIcs } from './booking.ics.js';

/** The booking's e-mails (verification, confirmation + .ics, coach notification), from the model. Pure functions. */

/** 'sábado, 5 de diciembre de 2026' for a Colombia calendar date (shared/format.ts: one formatter for every e-mail). */
export const spanishLongDate = formatLongDay;

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

/**
 * To the coach about a booking: the notice with its details and a link to the agenda; the subject
 * starts with `subject` and names the person and the slot.
 */
export function coachBookingEmail(
  config: Config,
  b: Booking,
  notice: Pick<EmailContent, 'title' | 'paragraphs' | 'details'> & { subject: string },
): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: notice.title,
    paragraphs: notice.paragraphs,
    details: notice.details,
    button: { label: 'Ver la agenda', url: `${config.publicUrl}/admin/dashboard/agenda` },
  });
  return {
    registroId: b.id,
    to: config.brand.coachEmail,
    subject: oneLine(`${notice.subject}: ${b.nombre} ${b.apellidos} — ${b.fecha} ${b.hora}`),
    html,
    text,
  };
}

export function coachNotificationEmail(config: Config, b: Booking): QueuedEmail {
  const list = (values: string[], label: (v: string) => string) => (values.length ? values.map(label).join(', ') : '-');
  return coachBookingEmail(config, b, {
    subject: 'Nueva asesoría',
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
      ['Peso actual', `${formatDecimal(b.peso_actual)} kg`],
      ['Estatura', `${b.estatura} cm`],
      ['Sufre de', list(b.sufre_de, sufreDeLabel)],
      ['Otros (salud)', b.sufre_de_otros ?? '-'],
      ['Objetivos', list(b.objetivos, objetivoLabel)],
      ['Otros (objetivos)', b.objetivo_otros ?? '-'],
      ['Recomendado por', b.recomendado_por ?? '-'],
      ['ID patrocinador', b.id_patrocinador ?? '-'],
    ],
  });
}

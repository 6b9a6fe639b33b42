import type { Booking } from '@app/shared/booking';
import type { Config } from '../../config.js';
import { renderEmail } from '../../lib/email-template.js';
import type { QueuedEmail } from '../../mail/outbox.js';
import { coachBookingEmail, icsAttachment, spanishLongDate } from './booking.emails.js';
import { bookingIcs } from './booking.ics.js';

/**
 * The e-mails of a booking's changes after its confirmation: to the booker, the
 * cancelled or updated invitation (same UID, higher SEQUENCE); to the coach, a notice of the
 * booker's own changes (names and time only: the coach has the rest in the agenda). Pure functions.
 */

const when = (b: Pick<Booking, 'fecha' | 'hora'>) => `el ${spanishLongDate(b.fecha)} a las ${b.hora} (hora de Colombia)`;

/** To the booker: the booking is cancelled (by them or by the team), with the cancelling .ics. */
export function cancellationEmail(config: Config, b: Booking, now: Date, sequence: number, by: 'cliente' | 'admin'): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: 'Tu asesoría fue cancelada',
    paragraphs: [
      `Hola ${b.nombre}:`,
      by === 'cliente'
        ? `Cancelamos tu asesoría del ${spanishLongDate(b.fecha)} a las ${b.hora} (hora de Colombia), como lo pediste. El horario quedó libre.`
        : `El equipo de ${config.brand.name} canceló tu asesoría del ${spanishLongDate(b.fecha)} a las ${b.hora} (hora de Colombia).`,
      'Adjuntamos la cancelación para tu calendario.',
      `Si quieres agendar otra asesoría, visita ${config.publicUrl}/registro o escríbenos al ${config.brand.contactPhone}.`,
    ],
  });
  return {
    registroId: b.id,
    to: b.email,
    subject: `Tu asesoría fue cancelada — ${config.brand.name}`,
    html,
    text,
    attachments: [icsAttachment(bookingIcs(config, b, now, { method: 'CANCEL', sequence }))],
  };
}

/** To the booker: the booking moved (by them or by the team), with the updated .ics. */
export function rescheduledEmail(config: Config, b: Booking, now: Date, sequence: number, gestionUrl: string | null): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: 'Tu asesoría cambió de fecha u hora',
    paragraphs: [
      `Hola ${b.nombre}:`,
      `Tu asesoría quedó para ${when(b)}.`,
      'Adjuntamos la invitación actualizada para tu calendario: reemplaza la anterior.',
      `Si tienes preguntas, escríbenos al ${config.brand.contactPhone}.`,
    ],
    details: [
      ['Fecha', spanishLongDate(b.fecha)],
      ['Hora (Colombia)', b.hora],
    ],
    ...(gestionUrl ? { button: { label: 'Mi asesoría', url: gestionUrl } } : {}),
  });
  return {
    registroId: b.id,
    to: b.email,
    subject: `Tu asesoría cambió: ${b.fecha} ${b.hora} — ${config.brand.name}`,
    html,
    text,
    attachments: [icsAttachment(bookingIcs(config, b, now, { method: 'REQUEST', sequence }))],
  };
}

/** To the coach: the booker cancelled their booking. */
export function coachCancelledEmail(config: Config, b: Booking): QueuedEmail {
  return coachBookingEmail(config, b, {
    subject: 'Asesoría cancelada',
    title: 'Asesoría cancelada por la persona',
    paragraphs: [`${b.nombre} ${b.apellidos} canceló su asesoría de ${when(b)}. El horario quedó libre.`],
    details: [
      ['Nombre', `${b.nombre} ${b.apellidos}`],
      ['Correo', b.email],
      ['Teléfono', b.telefono],
      ['Motivo', b.motivo_cancelacion ?? '-'],
    ],
  });
}

/** To the coach: the booker moved their booking. */
export function coachRescheduledEmail(config: Config, b: Booking, from: Pick<Booking, 'fecha' | 'hora'>): QueuedEmail {
  return coachBookingEmail(config, b, {
    subject: 'Asesoría reprogramada',
    title: 'Asesoría reprogramada por la persona',
    paragraphs: [`${b.nombre} ${b.apellidos} movió su asesoría de ${when(from)} a ${when(b)}.`],
    details: [
      ['Nueva fecha', spanishLongDate(b.fecha)],
      ['Nueva hora (Colombia)', b.hora],
      ['Nombre', `${b.nombre} ${b.apellidos}`],
      ['Correo', b.email],
      ['Teléfono', b.telefono],
    ],
  });
}

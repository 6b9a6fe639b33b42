import { utcToColombia } from '@app/shared/colombia-time';
import type { Config } from '../../config.js';
import { renderEmail } from '../../lib/email-template.js';
import type { QueuedEmail } from '../../mail/outbox.js';
import { spanishLongDate } from './booking.emails.js';
import { whatsappLink } from './booking-links.js';

/** The reminder before a confirmed appointment. Pure; it takes no health data, so it can carry none. */

export interface ReminderEmailData {
  bookingId: number;
  nombre: string;
  email: string;
  fechaAsesoria: Date;
  /** The "Mi asesoría" link (booking-links.ts gestionLink). */
  gestionUrl: string;
}

export function reminderEmail(config: Config, r: ReminderEmailData): QueuedEmail {
  const { fecha, hora } = utcToColombia(r.fechaAsesoria);
  const dia = spanishLongDate(fecha);
  const whatsapp = whatsappLink(config.brand.whatsappNumber);
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: 'Recordatorio de tu asesoría',
    paragraphs: [
      `Hola ${r.nombre}:`,
      `Te recordamos que tu asesoría con ${config.brand.coachName} es el ${dia} a las ${hora} (hora de Colombia).`,
      `Si necesitas cancelarla o cambiar el horario, hazlo desde «Mi asesoría» con el botón de abajo, hasta ${config.bookingChangeCutoffHours} horas antes de la cita.`,
      `¿Tienes alguna pregunta o ya no alcanzas a cambiarla en línea? Escríbenos por WhatsApp: ${whatsapp}`,
    ],
    details: [
      ['Fecha', dia],
      ['Hora (Colombia)', hora],
      ['WhatsApp', whatsapp],
    ],
    button: { label: 'Ver mi asesoría', url: r.gestionUrl },
  });
  return { registroId: r.bookingId, to: r.email, subject: `Recordatorio: tu asesoría del ${dia} a las ${hora}`, html, text };
}

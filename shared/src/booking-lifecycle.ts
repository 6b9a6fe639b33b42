import { z } from 'zod';
import { optionalSingleLineText } from './text-fields';
import { BOOKING_ESTADOS, BOOKING_MESSAGES, SLOTS, emailField, type BookingEstado } from './booking';
import { isIsoDate } from './colombia-time';

/**
 * The booking's life after the form: the scanner-safe confirmation, "Mi asesoría"
 * (the booker's own page: cancel, reschedule, calendar), and the team's status changes. Payload
 * schemas used by the server routes AND the client pages, the answers' shapes, and the texts.
 */

export const LIFECYCLE_MESSAGES = {
  // confirmation (POST /api/registros/verificar)
  tokenRequired: 'Falta el código de confirmación.',
  // the 400 of a failed confirmation (its `reason` picks the error page's text)
  verifyInvalid: 'El enlace de confirmación no es válido o ya fue utilizado.',
  verifyExpired: 'El enlace de confirmación venció o el horario ya no está disponible.',
  // resend (POST /api/registros/reenviar-verificacion): the same answer whatever the address
  resendNeutral: 'Si hay una solicitud de asesoría pendiente con ese correo, te enviamos de nuevo el enlace de confirmación.',
  // Mi asesoría
  gestionNotFound: 'El enlace de gestión no es válido, la asesoría ya pasó o sus datos fueron eliminados.',
  notChangeable: 'Esta asesoría ya no se puede modificar.',
  alreadyCancelled: 'Esta asesoría ya fue cancelada.',
  notConfirmed: 'Primero confirma tu asesoría con el enlace que te enviamos por correo.',
  cancelled: 'Tu asesoría fue cancelada. Te enviamos la confirmación por correo.',
  rescheduled: 'Tu asesoría fue reprogramada. Te enviamos la nueva invitación por correo.',
  sameSlot: 'Elige una fecha u hora distinta a la actual.',
  // admin
  estadoInvalid: 'El estado no es válido.',
  asistenciaFuture: 'La asistencia se marca después de la hora de la asesoría.',
  asistenciaNotConfirmed: 'Solo se marca la asistencia de asesorías confirmadas.',
  asistenciaSaved: 'Asistencia registrada.',
  slotTakenForEstado: 'El horario de esta asesoría ya está ocupado por otra: cambia la fecha u hora antes de confirmarla.',
} as const;

/** 'No es posible cambiar … faltan menos de N horas' (the server enforces it; the page says it). */
export const cutoffMessage = (hours: number) =>
  `Los cambios en línea se pueden hacer hasta ${hours} horas antes de la asesoría. Para cambiarla ahora, escríbenos por WhatsApp.`;

// ---- confirmation ---------------------------------------------------------------------------

/** POST /api/registros/verificar */
export const verifyBookingSchema = z.object({
  token: z
    .string({ error: LIFECYCLE_MESSAGES.tokenRequired })
    .trim()
    .min(1, LIFECYCLE_MESSAGES.tokenRequired)
    .max(200, LIFECYCLE_MESSAGES.tokenRequired),
});

/**
 * 200 of POST /api/registros/verificar. A failure is a 400 in the error shape with one more
 * field, `reason` (invalid_token | expired_token), which the verification error page reads.
 */
export interface BookingVerifiedResponse {
  /** true when the booking had already been confirmed (a second click, or a mail scanner first) */
  alreadyConfirmed: boolean;
  nombres: string;
  apellidos: string;
  fechaAsesoria: string;
  horaAsesoria: string;
  /**
   * The "Mi asesoría" token, on the first confirmation only (only its hash is stored, so a second
   * confirmation cannot show it again: the confirmation e-mail carries the link).
   */
  gestionToken: string | null;
}
export const VERIFY_FAILURE_REASONS = ['invalid_token', 'expired_token'] as const;

/** POST /api/registros/reenviar-verificacion */
export const resendVerificationSchema = z.object({
  email: emailField,
});

// ---- Mi asesoría ------------------------------------------------------------------------------

/** GET /api/registros/gestion/:token — no health data, only what the page shows. */
export interface GestionView {
  nombre: string;
  apellidos: string;
  /** Colombia yyyy-MM-dd and HH:mm */
  fechaAsesoria: string;
  horaAsesoria: string;
  /** ISO instant of the appointment (the page shows the visitor's local time when it differs) */
  fecha_asesoria: string;
  estado: BookingEstado;
  motivo_cancelacion: string | null;
  /** Cancel and reschedule are allowed (confirmada, and before the cut-off) */
  puedeModificar: boolean;
  /** BOOKING_CHANGE_CUTOFF_HOURS */
  cutoffHours: number;
  /** ISO instant after which self-service changes stop */
  limiteCambios: string;
}

/** POST /api/registros/gestion/:token/cancelar */
export const cancelBookingSchema = z.object({
  motivo: optionalSingleLineText(500, 'El motivo no puede tener más de 500 caracteres.'),
});
export type CancelBookingInput = z.input<typeof cancelBookingSchema>;

/** POST /api/registros/gestion/:token/reprogramar — the same slot rules as the booking form. */
export const rescheduleBookingSchema = z.object({
  fechaAsesoria: z
    .string({ error: 'La fecha de la asesoría es obligatoria.' })
    .min(1, 'La fecha de la asesoría es obligatoria.')
    .refine((v) => isIsoDate(v), 'La fecha de la asesoría no es válida (yyyy-MM-dd).'),
  horaAsesoria: z
    .string({ error: 'La hora de la asesoría es obligatoria.' })
    .min(1, 'La hora de la asesoría es obligatoria.')
    .refine((v) => (SLOTS as readonly string[]).includes(v), BOOKING_MESSAGES.slotNotAllowed),
});
export type RescheduleBookingInput = z.input<typeof rescheduleBookingSchema>;

/** 200 of cancelar / reprogramar */
export interface GestionChangedResponse {
  message: string;
  gestion: GestionView;
}

// ---- admin ------------------------------------------------------------------------------------

/** GET /api/admin/registros?estado=… (absent: today's default list) */
export const estadoFilterSchema = z.enum(BOOKING_ESTADOS, { error: LIFECYCLE_MESSAGES.estadoInvalid }).optional();

/** PUT /api/admin/registros/:id/asistencia */
export const asistenciaSchema = z.object({
  asistio: z.boolean({ error: 'Indica si la persona asistió (true o false).' }),
});

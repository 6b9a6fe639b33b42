/**
 * "Mi reto" (/perfil → Herramientas): the person's enrolments, day N of M counted in
 * Colombia, the day's plan, the daily check-in (health data: the tools' consent first, progreso.ts),
 * the streak and the calendar of days done. One schema per payload, used by the form and the route.
 */
import { z } from 'zod';
import { parseDecimal } from './fields';
import { pesoField } from './progreso';

export const MI_RETO_MESSAGES = {
  validation: 'Por favor corrige los errores marcados en el formulario.',
  notFound: 'No encontramos ese reto entre tus inscripciones.',
  cancelled: 'Esta inscripción fue cancelada.',
  dayInvalid: 'Ese día no existe en tu reto.',
  dayLocked: 'Este día aún no ha llegado.',
  dayTooLate: 'Ya pasó el plazo para registrar este día (puedes completar un día hasta 2 días después).',
  checkinEmpty: 'Responde al menos una pregunta del día.',
  checkinSaved: '¡Día registrado!',
  waterInvalid: 'Ingresa los vasos de agua como un número entero entre 0 y 30.',
  mealsInvalid: 'Ingresa un número entero entre 0 y 10.',
  exerciseInvalid: 'Ingresa los minutos como un número entero entre 0 y 600.',
  sleepInvalid: 'Ingresa las horas de sueño entre 0 y 24, por ejemplo 7,5.',
  moodInvalid: 'Elige tu ánimo del 1 al 5.',
  noteTooLong: 'La nota no puede superar los 500 caracteres.',
  dailyMailOn: 'Te enviaremos el plan de cada día a las 7:00 a. m. (hora de Colombia).',
  dailyMailOff: 'Ya no te enviaremos el plan diario por correo.',
} as const;

/** How many days after a day its check-in may still be filled in (server-enforced). */
export const CHECKIN_LATE_DAYS = 2;
/** The daily plan e-mail leaves from this Colombia hour on. */
export const DAILY_MAIL_HOUR = '07:00';

function intField(message: string, min: number, max: number) {
  return z
    .union([z.string().max(10, message), z.number()], { error: message })
    .optional()
    .nullable()
    .transform((v, ctx) => {
      if (v === undefined || v === null) return undefined;
      const text = typeof v === 'number' ? String(v) : v.trim();
      if (text === '') return undefined;
      const n = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

const horasSueno = z
  .union([z.string().max(10, MI_RETO_MESSAGES.sleepInvalid), z.number()], { error: MI_RETO_MESSAGES.sleepInvalid })
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (v === undefined || v === null) return undefined;
    const n = typeof v === 'number' ? v : parseDecimal(v);
    if (n === null) return undefined;
    // half hours at most: "7,5"
    if (!Number.isFinite(n) || n < 0 || n > 24 || Number(n.toFixed(1)) !== n) {
      ctx.addIssue({ code: 'custom', message: MI_RETO_MESSAGES.sleepInvalid });
      return z.NEVER;
    }
    return n;
  });

/** PUT /api/users/retos/:id/checkins/:dia: the day's answers, each optional (at least one). */
export const checkinSchema = z
  .object({
    peso_kg: pesoField(),
    vasos_agua: intField(MI_RETO_MESSAGES.waterInvalid, 0, 30),
    comidas_plan: intField(MI_RETO_MESSAGES.mealsInvalid, 0, 10),
    minutos_ejercicio: intField(MI_RETO_MESSAGES.exerciseInvalid, 0, 600),
    horas_sueno: horasSueno,
    animo: intField(MI_RETO_MESSAGES.moodInvalid, 1, 5),
    nota: z
      .string({ error: MI_RETO_MESSAGES.noteTooLong })
      .trim()
      .max(500, MI_RETO_MESSAGES.noteTooLong)
      .optional()
      .nullable()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: MI_RETO_MESSAGES.checkinEmpty, path: ['vasos_agua'] });
export type CheckinInput = z.input<typeof checkinSchema>;
export type CheckinPayload = z.output<typeof checkinSchema>;

/** PUT /api/users/retos/correo-diario */
export const dailyMailSchema = z.object({ activo: z.boolean({ error: 'Indica si quieres recibir el correo diario.' }) });
export type DailyMailPayload = z.output<typeof dailyMailSchema>;

export const MOOD_LABELS: Record<number, string> = { 1: 'Muy mal', 2: 'Mal', 3: 'Normal', 4: 'Bien', 5: 'Muy bien' };

/** One enrolment as its person sees it. */
export interface MiInscripcion {
  id: number;
  reto: { nombre: string; slug: string; dias: number };
  /** yyyy-MM-dd (Colombia): day 1. */
  inicio: string;
  /** yyyy-MM-dd: day M. */
  fin: string;
  estado: 'activa' | 'cancelada';
  /** Today's day number: < 1 before the start, > dias after the end. */
  dia_hoy: number;
}

/** GET /api/users/retos */
export interface MisRetosResponse {
  consentimiento: boolean;
  correo_diario: boolean;
  hoy: string;
  /** Newest start first. */
  inscripciones: MiInscripcion[];
}

export interface RetoDiaPlan {
  dia: number;
  titulo: string;
  texto: string;
  enlace_url: string | null;
  video_url: string | null;
}

export interface Checkin {
  dia: number;
  fecha: string;
  peso_kg: number | null;
  vasos_agua: number | null;
  comidas_plan: number | null;
  minutos_ejercicio: number | null;
  horas_sueno: number | null;
  animo: number | null;
  nota: string | null;
}

/**
 * A day of the calendar: `hecho` (checked in), `abierto` (today or up to 2 days late, not yet done),
 * `perdido` (past the window, not done), `bloqueado` (not reached yet, before the start included).
 */
export type DiaEstado = 'hecho' | 'abierto' | 'perdido' | 'bloqueado';

/** GET /api/users/retos/:id */
export interface MiRetoDetalle {
  inscripcion: MiInscripcion;
  hoy: string;
  consentimiento: boolean;
  /** Today's plan; null before the start and after the end. */
  plan_hoy: RetoDiaPlan | null;
  calendario: { dia: number; fecha: string; estado: DiaEstado; editable: boolean }[];
  /** Consecutive days done up to today (or yesterday while today is still open). */
  racha: number;
  checkins: Checkin[];
}

const DAY_MS = 86_400_000;
const dayNumber = (fecha: string) =>
  Date.UTC(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)) - 1, Number(fecha.slice(8, 10))) / DAY_MS;

/** Day N of a programme started on `inicio` that `fecha` is (1 on the start day). */
export const dayOfProgramme = (inicio: string, fecha: string): number => dayNumber(fecha) - dayNumber(inicio) + 1;

/** The Colombia day that day N of a programme started on `inicio` falls on. */
export const fechaOfDay = (inicio: string, dia: number): string =>
  new Date((dayNumber(inicio) + dia - 1) * DAY_MS).toISOString().slice(0, 10);

/**
 * "Mi progreso" (/perfil → Herramientas): the person's weight log, waist and hip
 * measurements and goal weight. Sensitive health data (Ley 1581 de 2012): nothing is stored before
 * the person gives the tools' own consent (policy.ts `healthToolsConsent`). The payload schemas are
 * used by the forms and by /api/users/progreso/*; the 7-day trend and the projection are pure
 * functions shared by the person's screen and the coach's.
 */
import { z } from 'zod';
import { isIsoDate } from './colombia-time';
import { decimalField } from './fields';
import { CURRENT_POLICY, policyVersionField } from './policy';

export const PROGRESO_MESSAGES = {
  validation: 'Por favor corrige los errores marcados en el formulario.',
  consentRequired: 'Para usar tus herramientas primero autoriza el tratamiento de tus datos de salud.',
  consentGiven: 'Gracias. Ya puedes registrar tu progreso.',
  consentUnticked: 'Marca la casilla para autorizar el tratamiento de tus datos de salud.',
  consentWithdrawn: 'Retiraste tu autorización y eliminamos tus registros de salud. Tu cuenta y tus retos siguen activos.',
  consentNotGiven: 'No tienes una autorización vigente para tus herramientas.',
  dateInvalid: 'Ingresa una fecha válida (AAAA-MM-DD).',
  dateFuture: 'La fecha no puede ser posterior a hoy.',
  dateTooOld: 'La fecha no puede ser anterior a 1 año.',
  weightInvalid: 'Ingresa el peso en kg, por ejemplo 72,5.',
  weightRange: 'El peso debe estar entre 20 y 400 kg.',
  waistInvalid: 'Ingresa la cintura en cm, por ejemplo 80,5.',
  hipInvalid: 'Ingresa la cadera en cm, por ejemplo 98.',
  measureRange: 'La medida debe estar entre 30 y 300 cm.',
  nothingToSave: 'Ingresa al menos el peso o una medida.',
  saved: 'Registro guardado.',
  deleted: 'Registro eliminado.',
  notFound: 'No hay un registro en esa fecha.',
  goalSaved: 'Peso meta guardado.',
  goalCleared: 'Peso meta eliminado.',
} as const;

/** DELETE /api/users/progreso/consentimiento: what the withdrawal deleted. */
export interface HealthConsentWithdrawal {
  message: string;
  eliminados: { mediciones: number; checkins: number };
}

/** Why a write was refused with 403: the client shows the consent step instead. */
export const HEALTH_CONSENT_REQUIRED_REASON = 'health_consent_required';

/** How far back a measurement may be dated (typing a wrong year is the usual mistake). */
export const MEDICION_MAX_AGE_DAYS = 366;

/** An optional decimal of the tools' forms (fields.ts: "72,5" and "72.5" both read 72.5); blank is absent. */
const measureField = (invalid: string, min: number, max: number, range: string) => decimalField({ invalid, range }, { min, max });

export const pesoField = () => measureField(PROGRESO_MESSAGES.weightInvalid, 20, 400, PROGRESO_MESSAGES.weightRange);

const fechaField = z.string({ error: PROGRESO_MESSAGES.dateInvalid }).refine((v) => isIsoDate(v), PROGRESO_MESSAGES.dateInvalid);

/** POST /api/users/progreso/mediciones: one day's weight and/or measurements (the day's row is replaced field by field). */
export const medicionSchema = z
  .object({
    fecha: fechaField,
    peso_kg: pesoField(),
    cintura_cm: measureField(PROGRESO_MESSAGES.waistInvalid, 30, 300, PROGRESO_MESSAGES.measureRange),
    cadera_cm: measureField(PROGRESO_MESSAGES.hipInvalid, 30, 300, PROGRESO_MESSAGES.measureRange),
  })
  .refine((m) => m.peso_kg !== undefined || m.cintura_cm !== undefined || m.cadera_cm !== undefined, {
    message: PROGRESO_MESSAGES.nothingToSave,
    path: ['peso_kg'],
  });
export type MedicionInput = z.input<typeof medicionSchema>;
export type MedicionPayload = z.output<typeof medicionSchema>;

/** PUT /api/users/progreso/meta: the goal weight; blank clears it. */
export const metaSchema = z.object({ peso_meta_kg: pesoField() });
export type MetaInput = z.input<typeof metaSchema>;
export type MetaPayload = z.output<typeof metaSchema>;

/** POST /api/users/progreso/consentimiento: the version of the text the screen showed. */
export const healthConsentSchema = z.object({ politica_version: policyVersionField });
export type HealthConsentPayload = z.output<typeof healthConsentSchema>;

/** The consent step's form: the box must be ticked; it sends the version whose text it showed. */
export const healthConsentFormSchema = z
  .object({ acepto: z.boolean().refine((v) => v, PROGRESO_MESSAGES.consentUnticked) })
  .transform((): HealthConsentPayload => ({ politica_version: CURRENT_POLICY.id }));

/** One day of the log. */
export interface Medicion {
  /** yyyy-MM-dd, the person's day. */
  fecha: string;
  peso_kg: number | null;
  cintura_cm: number | null;
  cadera_cm: number | null;
}

/** GET /api/users/progreso */
export interface ProgresoResponse {
  /** The tools' consent on record, or null: then nothing else is stored and the screen asks for it. */
  consentimiento: { politica_version: string; otorgado_at: string } | null;
  /** From the profile (the BMI over time uses it); null when the profile has none. */
  estatura_cm: number | null;
  peso_meta_kg: number | null;
  /** Oldest first. */
  mediciones: Medicion[];
  /** Colombia's today, as the server's clock reads it (the form's default date and the projection's start). */
  hoy: string;
}

/** PUT /api/admin/progreso/:userId/nota: the coach's private note about the person (blank clears it). */
export const coachNoteSchema = z.object({
  nota: z.string({ error: 'Escribe la nota.' }).trim().max(2000, 'La nota no puede superar los 2000 caracteres.'),
});
export type CoachNotePayload = z.output<typeof coachNoteSchema>;

export const COACH_MESSAGES = {
  notFound: 'Esta persona no existe o no ha autorizado el seguimiento de su salud.',
  noteSaved: 'Nota guardada.',
} as const;

/** Adherence of an enrolment: check-ins done ÷ days elapsed (today included, at most the programme's days). */
export interface ParticipantProgress {
  /** yyyy-MM-dd of the last day checked in, or null. */
  ultimo_checkin: string | null;
  checkins: number;
  dias_transcurridos: number;
  /** 0..1, or null before the start. */
  adherencia: number | null;
  /** Last weight − first weight logged since the start (kg), or null with fewer than two. */
  cambio_peso_kg: number | null;
}

/** GET /api/admin/progreso/:userId: the coach's read-only view of a person who consented. */
export interface CoachPersonView {
  persona: { id: number; nombre: string; email: string };
  consentimiento: { politica_version: string; otorgado_at: string };
  estatura_cm: number | null;
  peso_meta_kg: number | null;
  mediciones: Medicion[];
  inscripciones: {
    id: number;
    reto: string;
    inicio: string;
    dias: number;
    estado: string;
    progreso: ParticipantProgress;
    checkins: ProgresoExportCheckin[];
  }[];
  nota_coach: string | null;
  nota_coach_at: string | null;
  hoy: string;
}

/** The tools' section of the person's export (shared/src/privacy.ts). */
export interface ProgresoExport {
  peso_meta_kg: number | null;
  correo_diario: boolean;
  /** The coach's private note about the person: theirs to know too. */
  nota_coach: string | null;
  mediciones: Medicion[];
  /** Mi reto's daily check-ins, with the reto's name (mi-reto.ts); absent in exports made before Mi reto. */
  checkins?: ProgresoExportCheckin[];
}

export interface ProgresoExportCheckin {
  reto: string;
  dia: number;
  fecha: string;
  vasos_agua: number | null;
  comidas_plan: number | null;
  minutos_ejercicio: number | null;
  horas_sueno: number | null;
  animo: number | null;
  nota: string | null;
}

// ---------------------------------------------------------------------------------------------
// The 7-day trend and the goal's projection

export const TREND_DAYS = 7;

const DAY_MS = 86_400_000;
const dayNumber = (fecha: string) =>
  Date.UTC(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)) - 1, Number(fecha.slice(8, 10))) / DAY_MS;
const fechaOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface TrendPoint {
  fecha: string;
  peso_kg: number;
  /** The mean of the weights logged in the 7 days ending that day (one day's weight says little). */
  tendencia_kg: number;
}

/** The weights (oldest first) with their 7-day trend. */
export function weightTrend(mediciones: readonly Medicion[]): TrendPoint[] {
  const weights = mediciones.filter((m): m is Medicion & { peso_kg: number } => m.peso_kg !== null);
  return weights.map((m, i) => {
    const day = dayNumber(m.fecha);
    const window = weights.slice(0, i + 1).filter((w) => dayNumber(w.fecha) > day - TREND_DAYS);
    const mean = window.reduce((sum, w) => sum + w.peso_kg, 0) / window.length;
    return { fecha: m.fecha, peso_kg: m.peso_kg, tendencia_kg: Math.round(mean * 100) / 100 };
  });
}

/** How much history the projection's slope reads, and how much it needs. */
const PROJECTION_WINDOW_DAYS = 28;
const PROJECTION_MIN_POINTS = 3;
const PROJECTION_MIN_SPAN_DAYS = 7;

export interface GoalProjection {
  /** kg per week, negative when losing. */
  kg_por_semana: number;
  /** yyyy-MM-dd */
  fecha: string;
}

/**
 * When the trend reaches the goal at its current pace: the least-squares slope of the trend over its
 * last 4 weeks, extended from today. null unless the trend goes toward the goal (a projection that
 * rewards going the wrong way, or one that reads noise, does harm), with at least 3 weigh-ins over a
 * week, and the goal not reached yet.
 */
export function projectGoal(trend: readonly TrendPoint[], goalKg: number | null, today: string): GoalProjection | null {
  if (goalKg === null || !trend.length) return null;
  const last = trend[trend.length - 1];
  const recent = trend.filter((p) => dayNumber(p.fecha) > dayNumber(last.fecha) - PROJECTION_WINDOW_DAYS);
  const span = dayNumber(last.fecha) - dayNumber(recent[0].fecha);
  if (recent.length < PROJECTION_MIN_POINTS || span < PROJECTION_MIN_SPAN_DAYS) return null;
  const xs = recent.map((p) => dayNumber(p.fecha));
  const ys = recent.map((p) => p.tendencia_kg);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const slope = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0) / xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  const remaining = goalKg - last.tendencia_kg;
  if (remaining === 0 || Math.sign(slope) !== Math.sign(remaining) || Math.abs(slope) < 0.001) return null;
  const days = Math.ceil(remaining / slope);
  // From the last trend point; a projection already in the past means the last weigh-ins are old.
  const day = Math.max(dayNumber(last.fecha) + days, dayNumber(today) + 1);
  return { kg_por_semana: Math.round(slope * 7 * 100) / 100, fecha: fechaOf(day) };
}

import { z } from 'zod';
import {
  decimalField,
  emailField as emailFieldOf,
  optionalSingleLineText,
  optionalText as optionalTextOf,
  phoneField as phoneFieldOf,
  singleLineText,
} from './fields';
import { isHHmm, isIsoDate } from './colombia-time';
import { policyVersionField } from './policy';

/**
 * Advisory booking (spec §2 registration, §3 advisory registration + option lists, §5 visitor
 * rules, §7 Public/Admin registros + bloqueos, §8, §9 slots): the payload schemas used by the
 * server routes AND the client forms, the option lists with their Spanish labels, and the texts.
 */

/** Advisory slots, Colombia wall-clock time (spec §9: no 13:00). */
export const SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'] as const;
export type Slot = (typeof SLOTS)[number];
/** Length of an advisory session, used by the calendar invitation. */
export const SESSION_MINUTES = 60;

/** Values stored and sent (spec §3) with the label a person reads. */
export const SUFRE_DE_OPTIONS = [
  { value: 'estreñimiento', label: 'Estreñimiento' },
  { value: 'anemia', label: 'Anemia' },
  { value: 'gastritis', label: 'Gastritis' },
  { value: 'ulceras', label: 'Úlceras' },
  { value: 'artrosis', label: 'Artrosis' },
  { value: 'fumador', label: 'Fumador' },
  { value: 'ansiedad', label: 'Ansiedad' },
  { value: 'Colesterol', label: 'Colesterol' },
  { value: 'trigliceridos', label: 'Triglicéridos' },
  { value: 'hemorroides', label: 'Hemorroides' },
  { value: 'jaquecas', label: 'Jaquecas' },
  { value: 'Colon', label: 'Colon' },
  { value: 'Insomnio', label: 'Insomnio' },
  { value: 'Cancer', label: 'Cáncer' },
  { value: 'alergias', label: 'Alergias' },
  { value: 'diabetes', label: 'Diabetes' },
  { value: 'tensionArterial', label: 'Tensión arterial' },
  { value: 'Saludable', label: 'Saludable' },
] as const;
export const SUFRE_DE_VALUES = SUFRE_DE_OPTIONS.map((o) => o.value) as unknown as readonly [
  (typeof SUFRE_DE_OPTIONS)[number]['value'],
  ...(typeof SUFRE_DE_OPTIONS)[number]['value'][],
];

export const OBJETIVO_OPTIONS = [
  { value: 'aumentoMasaMuscular', label: 'Aumento de masa muscular' },
  { value: 'perdidaPeso', label: 'Pérdida de peso' },
  { value: 'energia', label: 'Más energía' },
  { value: 'digestion', label: 'Mejor digestión' },
  { value: 'calidadSueno', label: 'Calidad del sueño' },
  { value: 'refuerzo', label: 'Refuerzo del sistema inmune' },
  { value: 'piel', label: 'Salud de la piel' },
  { value: 'estres', label: 'Manejo del estrés' },
  { value: 'saludCardiovascular', label: 'Salud cardiovascular' },
] as const;
export const OBJETIVO_VALUES = OBJETIVO_OPTIONS.map((o) => o.value) as unknown as readonly [
  (typeof OBJETIVO_OPTIONS)[number]['value'],
  ...(typeof OBJETIVO_OPTIONS)[number]['value'][],
];

/** Visitor form (spec §9: femenino, masculino, noDefinido). */
export const SEXO_OPTIONS = [
  { value: 'femenino', label: 'Femenino' },
  { value: 'masculino', label: 'Masculino' },
  { value: 'noDefinido', label: 'Prefiero no decirlo' },
] as const;
export const SEXO_VALUES = ['femenino', 'masculino', 'noDefinido'] as const;
/** Admin edit form (spec §5: masculino or femenino); noDefinido is kept for visitors' records. */
export const SEXO_EDIT_OPTIONS = [
  { value: 'masculino', label: 'Masculino' },
  { value: 'femenino', label: 'Femenino' },
] as const;

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;
export const sufreDeLabel = (value: string) => labelOf(SUFRE_DE_OPTIONS, value);
export const objetivoLabel = (value: string) => labelOf(OBJETIVO_OPTIONS, value);
export const sexoLabel = (value: string) => labelOf(SEXO_OPTIONS, value);

/** Person-sized ranges (the spec shows none; these refuse typos such as 1700 kg). */
export const LIMITS = {
  nameMax: 100,
  shortTextMax: 100,
  recomendadoMax: 150,
  freeTextMax: 1000,
  motivoMax: 255,
  edad: { min: 1, max: 120 },
  peso: { min: 20, max: 400 },
  estatura: { min: 50, max: 250 },
} as const;

export const BOOKING_MESSAGES = {
  consentRequired: 'Debes aceptar las políticas de privacidad para continuar.',
  submitFailed: 'Error al enviar los datos. Por favor, intenta de nuevo.',
  invalidTypedDate: 'Date input not valid.',
  created: 'Registro recibido. Revisa tu correo electrónico para confirmar tu asesoría.',
  slotTaken: 'Ese horario ya no está disponible. Por favor, elige otra hora.',
  datePast: 'La fecha de la asesoría no puede ser anterior a hoy.',
  dateBlocked: 'La fecha seleccionada no está disponible. Por favor, elige otra fecha.',
  slotBlocked: 'El horario seleccionado no está disponible. Por favor, elige otra hora.',
  slotPast: 'Ese horario ya pasó. Por favor, elige otra hora.',
  slotNotAllowed: 'Selecciona una de las horas disponibles.',
  indiceMasaMuscularNotFilled: 'El índice de masa muscular no se completa en este formulario: deja el campo vacío.',
  fechaQueryInvalid: 'La fecha debe tener el formato yyyy-MM-dd.',
  // admin: schedule blocks
  bloqueoFechaRequired: 'La fecha es obligatoria.',
  bloqueoHoursPair: 'Para un rango horario, se requieren ambas horas (inicio y fin) o ninguna.',
  bloqueoHoursOrder: 'La hora de fin debe ser posterior a la hora de inicio.',
  bloqueoHourInvalid: 'La hora debe tener el formato HH:mm.',
  bloqueoCreated: 'Bloqueo creado exitosamente.',
  bloqueoDeleted: 'Bloqueo eliminado exitosamente.',
  bloqueoNotFound: 'El bloqueo no existe.',
  // admin: agenda
  registroUpdated: 'Registro actualizado exitosamente.',
  registroDeleted: 'Registro eliminado exitosamente.',
  registroNotFound: 'El registro no existe.',
  sufreDeRequired: 'Selecciona al menos una opción de "Sufre de".',
  objetivosRequired: 'Selecciona al menos un objetivo.',
  registroSlotInvalid: 'La fecha y hora de la asesoría deben corresponder a uno de los horarios disponibles (hora de Colombia).',
  agendaEmpty: 'No hay asesorías agendadas y verificadas.',
} as const;

/** 'Atención: este bloqueo coincide con N asesoría(s) ya agendada(s).' */
export const bloqueoOverlapWarning = (n: number) => `Atención: este bloqueo coincide con ${n} asesoría(s) ya agendada(s).`;

// ---------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------

// Names, occupation and country are one line each; numbers arrive as typed ("74,5") or as numbers (fields.ts).

export const emailField = emailFieldOf();

/** The country picker sends digits only (country code first); stored in E.164. */
export const phoneField = phoneFieldOf({ invalid: 'Ingresa un número de teléfono válido (solo dígitos, máximo 15).' });

const optionalText = (max: number, tooLong: string) => optionalTextOf(max, tooLong, 'Debe ser un texto.');

/** '' / NaN / null count as missing. */
const numberField = (opts: { required: string; invalid: string; min: number; max: number; range: string; integer?: boolean }) =>
  decimalField(
    { required: opts.required, invalid: opts.invalid, range: opts.range },
    { min: opts.min, max: opts.max, integer: opts.integer },
  );

const edadField = numberField({
  required: 'La edad es obligatoria.',
  invalid: 'La edad debe ser un número entero.',
  min: LIMITS.edad.min,
  max: LIMITS.edad.max,
  range: `La edad debe estar entre ${LIMITS.edad.min} y ${LIMITS.edad.max} años.`,
  integer: true,
});
const pesoField = numberField({
  required: 'El peso actual es obligatorio.',
  invalid: 'El peso debe ser un número.',
  min: LIMITS.peso.min,
  max: LIMITS.peso.max,
  range: `El peso debe estar entre ${LIMITS.peso.min} y ${LIMITS.peso.max} kg.`,
});
const estaturaField = numberField({
  required: 'La estatura es obligatoria.',
  invalid: 'La estatura debe ser un número entero de centímetros.',
  min: LIMITS.estatura.min,
  max: LIMITS.estatura.max,
  range: `La estatura debe estar entre ${LIMITS.estatura.min} y ${LIMITS.estatura.max} cm.`,
  integer: true,
});

const SUFRE_DE_INVALID = 'Selecciona opciones válidas de la lista.';
const OBJETIVO_INVALID = 'Selecciona objetivos válidos de la lista.';
const optionList = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .nullish()
    .transform((v) => [...new Set(v ?? [])]);

/** The admin's edit form requires at least one chosen value (spec §5 Registro edit: sufre_de, objetivos). */
const requiredOptionList = <T extends readonly [string, ...string[]]>(values: T, message: string, required: string) =>
  z
    .array(z.enum(values, { error: message }), { error: required })
    .min(1, required)
    .transform((v) => [...new Set(v)]);

/**
 * The rules of a booking's fields, defined once: the visitor's create payload and the admin's
 * update payload are both built from them (only the visitor's payload names six of them in
 * camelCase, as the spec's §3 form sends them).
 */
const textTooLong = `El texto no puede tener más de ${LIMITS.freeTextMax} caracteres.`;
export const BOOKING_FIELD_RULES = {
  nombre: singleLineText('El nombre es obligatorio.', LIMITS.nameMax, `El nombre no puede tener más de ${LIMITS.nameMax} caracteres.`),
  apellidos: singleLineText(
    'Los apellidos son obligatorios.',
    LIMITS.nameMax,
    `Los apellidos no pueden tener más de ${LIMITS.nameMax} caracteres.`,
  ),
  email: emailField,
  telefono: phoneField,
  ocupacion: singleLineText(
    'La ocupación es obligatoria.',
    LIMITS.shortTextMax,
    `La ocupación no puede tener más de ${LIMITS.shortTextMax} caracteres.`,
  ),
  pais: singleLineText('El país es obligatorio.', LIMITS.shortTextMax, `El país no puede tener más de ${LIMITS.shortTextMax} caracteres.`),
  edad: edadField,
  peso_actual: pesoField,
  estatura: estaturaField,
  sufre_de: optionList(SUFRE_DE_VALUES, SUFRE_DE_INVALID),
  sufre_de_otros: optionalText(LIMITS.freeTextMax, textTooLong),
  objetivos: optionList(OBJETIVO_VALUES, OBJETIVO_INVALID),
  objetivo_otros: optionalText(LIMITS.freeTextMax, textTooLong),
  recomendado_por: optionalText(LIMITS.recomendadoMax, `Este campo no puede tener más de ${LIMITS.recomendadoMax} caracteres.`),
  id_patrocinador: optionalText(LIMITS.shortTextMax, `Este campo no puede tener más de ${LIMITS.shortTextMax} caracteres.`),
};
const R = BOOKING_FIELD_RULES;

const requiredFecha = z.string({ error: 'La fecha de la asesoría es obligatoria.' }).min(1, 'La fecha de la asesoría es obligatoria.');

// ---------------------------------------------------------------------------------------------
// The read model: one booking as every reader sees it (agenda, edit answer, CSV, e-mails)
// ---------------------------------------------------------------------------------------------

/** What the person told us: the fields both payloads carry, under the model's names. */
export interface BookingDetails {
  nombre: string;
  apellidos: string;
  email: string;
  telefono: string;
  /** One of SEXO_VALUES for new records; older records may hold another value. */
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
}

/** A stored booking (registro): GET /api/admin/registros item, the edit answer, the e-mails' input. */
export interface Booking extends BookingDetails {
  id: number;
  /** ISO instant (UTC) */
  fecha_asesoria: string;
  /** Colombia yyyy-MM-dd */
  fecha: string;
  /** Colombia HH:mm */
  hora: string;
  politica_privacidad: boolean;
  /** estado is confirmada, asistio or no_asistio (kept for the spec's PUT payload and older clients). */
  verified: boolean;
  /** The booking's lifecycle state (docs/glossary.md). */
  estado: BookingEstado;
  /** Set once cancelled: who cancelled, why (optional), when (ISO). */
  cancelado_por: CanceladoPor | null;
  motivo_cancelacion: string | null;
  cancelado_at: string | null;
  /** ISO instant its personal fields were replaced; null while personal. */
  anonimizado_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The lifecycle: pendiente (e-mail not confirmed yet; holds its slot until the hold expires) →
 * confirmada → asistio | no_asistio (marked by the team after the appointment); pendiente or
 * confirmada → cancelada (by the client or the team; frees the slot).
 */
export const BOOKING_ESTADOS = ['pendiente', 'confirmada', 'cancelada', 'asistio', 'no_asistio'] as const;
export type BookingEstado = (typeof BOOKING_ESTADOS)[number];
export const ESTADO_LABELS: Record<BookingEstado, string> = {
  pendiente: 'Pendiente',
  confirmada: 'Confirmada',
  cancelada: 'Cancelada',
  asistio: 'Asistió',
  no_asistio: 'No asistió',
};
/** States that hold their slot for good (pendiente holds it only until its hold expires). */
export const SLOT_HOLDING_ESTADOS = ['confirmada', 'asistio', 'no_asistio'] as const satisfies readonly BookingEstado[];
export const CANCELADO_POR = ['cliente', 'admin'] as const;
export type CanceladoPor = (typeof CANCELADO_POR)[number];

/** The admin agenda's name for the model (client code uses it). */
export type AdminRegistro = Booking;

// ---------------------------------------------------------------------------------------------
// Public: POST /api/registros (spec §3 visitor payload, §5 required fields)
// ---------------------------------------------------------------------------------------------

export const bookingSchema = z.object({
  nombre: R.nombre,
  apellidos: R.apellidos,
  email: R.email,
  telefono: R.telefono,
  sexo: z.enum(SEXO_VALUES, { error: 'Selecciona una opción de sexo.' }),
  ocupacion: R.ocupacion,
  pais: R.pais,
  /** Spec §3: in the payload, never filled (docs/decisions/013): accepted blank or absent, never stored. */
  indiceMasaMuscular: z.union([z.literal(''), z.null()], { error: BOOKING_MESSAGES.indiceMasaMuscularNotFilled }).optional(),
  edad: R.edad,
  peso_actual: R.peso_actual,
  estatura: R.estatura,
  sufreDe: R.sufre_de,
  sufreDeOtros: R.sufre_de_otros,
  objetivo: R.objetivos,
  objetivoOtros: R.objetivo_otros,
  recomendadoPor: R.recomendado_por,
  idPatrocinador: R.id_patrocinador,
  fechaAsesoria: requiredFecha.refine((v) => isIsoDate(v), 'La fecha de la asesoría no es válida (yyyy-MM-dd).'),
  horaAsesoria: z
    .string({ error: 'La hora de la asesoría es obligatoria.' })
    .min(1, 'La hora de la asesoría es obligatoria.')
    .refine((v) => (SLOTS as readonly string[]).includes(v), BOOKING_MESSAGES.slotNotAllowed),
  /** A checkbox (the form holds false until it is ticked); only true passes. */
  politica_privacidad: z
    .boolean({ error: BOOKING_MESSAGES.consentRequired })
    .pipe(z.literal(true, { error: BOOKING_MESSAGES.consentRequired })),
  /** The policy version whose consent text the form showed (shared/src/privacy.ts); absent: the current one. */
  politica_version: policyVersionField,
});
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingPayload = z.output<typeof bookingSchema>;

/** The visitor's payload under the model's names (the six camelCase fields renamed). */
export function visitorDetails(p: BookingPayload): BookingDetails {
  const { sufreDe, sufreDeOtros, objetivo, objetivoOtros, recomendadoPor, idPatrocinador, ...rest } = p;
  const {
    fechaAsesoria: _fecha,
    horaAsesoria: _hora,
    politica_privacidad: _consent,
    politica_version: _version,
    indiceMasaMuscular: _neverFilled,
    ...same
  } = rest;
  return {
    ...same,
    sufre_de: sufreDe,
    sufre_de_otros: sufreDeOtros,
    objetivos: objetivo,
    objetivo_otros: objetivoOtros,
    recomendado_por: recomendadoPor,
    id_patrocinador: idPatrocinador,
  };
}

/** 201 of POST /api/registros */
export interface BookingCreatedResponse {
  message: string;
  id: number;
  /** BOOKING_HOLD_HOURS: how long the confirmation link holds the slot. */
  holdHours: number;
}

// ---------------------------------------------------------------------------------------------
// Admin: schedule blocks (spec §5 Bloqueo)
// ---------------------------------------------------------------------------------------------

const optionalHour = z
  .string({ error: BOOKING_MESSAGES.bloqueoHourInvalid })
  .trim()
  .nullish()
  .transform((v) => (v ? v.slice(0, 5) : null))
  .refine((v) => v === null || isHHmm(v), BOOKING_MESSAGES.bloqueoHourInvalid);

export const bloqueoCreateSchema = z
  .object({
    fecha: z
      .string({ error: BOOKING_MESSAGES.bloqueoFechaRequired })
      .trim()
      .refine((v) => isIsoDate(v), BOOKING_MESSAGES.bloqueoFechaRequired),
    motivo: optionalSingleLineText(LIMITS.motivoMax, `El motivo no puede tener más de ${LIMITS.motivoMax} caracteres.`),
    hora_inicio: optionalHour,
    hora_fin: optionalHour,
  })
  .superRefine((b, ctx) => {
    if ((b.hora_inicio === null) !== (b.hora_fin === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [b.hora_inicio === null ? 'hora_inicio' : 'hora_fin'],
        message: BOOKING_MESSAGES.bloqueoHoursPair,
      });
    } else if (b.hora_inicio !== null && b.hora_fin !== null && b.hora_fin <= b.hora_inicio) {
      ctx.addIssue({ code: 'custom', path: ['hora_fin'], message: BOOKING_MESSAGES.bloqueoHoursOrder });
    }
  });
export type BloqueoCreateInput = z.input<typeof bloqueoCreateSchema>;

/** GET /api/admin/bloqueos item */
export interface Bloqueo {
  id: number;
  fecha: string;
  hora_inicio: string | null;
  hora_fin: string | null;
  motivo: string | null;
}

export interface BloqueoCreatedResponse {
  message: string;
  bloqueo: Bloqueo;
  overlappingBookings: number;
  warning?: string;
}

// ---------------------------------------------------------------------------------------------
// Admin: agenda (spec §3 Registro admin view, §5 Registro edit, §7 PUT /admin/registros/{id})
// ---------------------------------------------------------------------------------------------

export const AGENDA_SCOPES = ['upcoming', 'past', 'all'] as const;
export type AgendaScope = (typeof AGENDA_SCOPES)[number];

export const registroUpdateSchema = z.object({
  nombre: R.nombre,
  apellidos: R.apellidos,
  email: R.email,
  telefono: R.telefono,
  sexo: z.enum(SEXO_VALUES, { error: 'Selecciona masculino o femenino.' }),
  ocupacion: R.ocupacion,
  pais: R.pais,
  edad: R.edad,
  peso_actual: R.peso_actual,
  estatura: R.estatura,
  sufre_de: requiredOptionList(SUFRE_DE_VALUES, SUFRE_DE_INVALID, BOOKING_MESSAGES.sufreDeRequired),
  sufre_de_otros: R.sufre_de_otros,
  objetivos: requiredOptionList(OBJETIVO_VALUES, OBJETIVO_INVALID, BOOKING_MESSAGES.objetivosRequired),
  objetivo_otros: R.objetivo_otros,
  recomendado_por: R.recomendado_por,
  id_patrocinador: R.id_patrocinador,
  fecha_asesoria: requiredFecha.pipe(
    z.iso.datetime({ offset: true, error: 'La fecha de la asesoría debe ser una fecha y hora ISO válida.' }),
  ),
  politica_privacidad: z.boolean({ error: 'Debe ser verdadero o falso.' }).optional(),
  verified: z.boolean({ error: 'Debe ser verdadero o falso.' }).optional(),
  /** Wins over `verified` when both are sent. */
  estado: z.enum(BOOKING_ESTADOS, { error: 'El estado no es válido.' }).optional(),
  /** E-mail the client the updated (or cancelled) invitation when the date, time or state changes. Default true. */
  notificarCliente: z.boolean({ error: 'Debe ser verdadero o falso.' }).optional(),
});
export type RegistroUpdateInput = z.input<typeof registroUpdateSchema>;
export type RegistroUpdate = z.output<typeof registroUpdateSchema>;

export interface RegistroUpdatedResponse {
  message: string;
  registro: AdminRegistro;
}

import { z } from 'zod';
import { colombiaToUtc, colombiaToday, isIsoDate, utcToColombia } from './colombia-time';

/**
 * The coach's tools: the dashboard's statistics (GET /api/admin/estadisticas) and the
 * private calendar address (GET /api/admin/calendario). Query schema shared by the server route
 * and the dashboard's date inputs; answers' shapes; texts.
 */

export const INSIGHTS_MESSAGES = {
  desdeInvalid: 'La fecha inicial debe tener el formato yyyy-MM-dd.',
  hastaInvalid: 'La fecha final debe tener el formato yyyy-MM-dd.',
  rangeInverted: 'La fecha inicial no puede ser posterior a la final.',
  rangeTooLong: 'El periodo no puede superar 2 años.',
  calendarNotFound: 'Esta dirección de calendario no existe o fue reemplazada por una nueva.',
} as const;

/** Days of the statistics' default period (today included). */
export const INSIGHTS_DEFAULT_DAYS = 90;
export const INSIGHTS_MAX_DAYS = 731;

/** 'yyyy-MM-dd' plus `days` (negative: before). */
export function addDays(fecha: string, days: number): string {
  return utcToColombia(new Date(colombiaToUtc(fecha, '12:00').getTime() + days * 86_400_000)).fecha;
}

/** The default period: the last INSIGHTS_DEFAULT_DAYS days up to today (Colombia). */
export function defaultInsightsRange(now: Date): { desde: string; hasta: string } {
  const hasta = colombiaToday(now);
  return { desde: addDays(hasta, -(INSIGHTS_DEFAULT_DAYS - 1)), hasta };
}

const isoDate = (message: string) => z.string({ error: message }).refine(isIsoDate, message);

/** The query (both optional: the server fills in the default period). */
export const insightsQuerySchema = z
  .object({
    desde: isoDate(INSIGHTS_MESSAGES.desdeInvalid).optional(),
    hasta: isoDate(INSIGHTS_MESSAGES.hastaInvalid).optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.desde || !q.hasta) return;
    if (q.desde > q.hasta) ctx.addIssue({ code: 'custom', path: ['desde'], message: INSIGHTS_MESSAGES.rangeInverted });
    else if (colombiaToUtc(q.hasta, '00:00').getTime() - colombiaToUtc(q.desde, '00:00').getTime() >= INSIGHTS_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['desde'], message: INSIGHTS_MESSAGES.rangeTooLong });
  });
export type InsightsQueryInput = z.input<typeof insightsQuerySchema>;
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

/** Day of week as the grid uses it: 0 = lunes … 6 = domingo. */
export const WEEKDAY_LABELS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

/**
 * GET /api/admin/estadisticas. Every figure is about the bookings CREATED in the period (Colombia
 * dates, both ends included): how many were made, how many got confirmed (verified at some point),
 * how many are cancelled, attended, missed. The grid and the weeks count those bookings too.
 */
export interface InsightsResponse {
  desde: string;
  hasta: string;
  totales: {
    creadas: number;
    confirmadas: number;
    canceladas: number;
    asistio: number;
    noAsistio: number;
  };
  /** confirmadas / creadas; null without bookings. */
  tasaConfirmacion: number | null;
  /** asistio / (asistio + noAsistio); null before any attendance is marked. */
  tasaAsistencia: number | null;
  /** Bookings created per week (weeks start on Monday, Colombia dates), every week of the period listed. */
  porSemana: { semana: string; creadas: number; confirmadas: number }[];
  /** Confirmed bookings by the appointment's Colombia weekday (0 = lunes) and hour; only non-zero cells. */
  diaHora: { dia: number; hora: number; total: number }[];
  /** "¿Quién te recomendó?" answers (trimmed, case-folded), most frequent first; null = not answered. */
  origen: { recomendadoPor: string | null; total: number }[];
  /**
   * The shop's sales, of the orders PLACED in the period. Optional in the type only so
   * that fixtures written before it stay valid: the server always sends it.
   */
  ventas?: SalesInsights;
  /** Enrolments in retos made in the period; optional in the type like `ventas`. */
  retos?: RetoInsights[];
}

/**
 * One reto in the period: the enrolments made in it, per Colombia week (every week of the period
 * listed), and its completion rate (docs/api.md): of the enrolments (not cancelled) whose last day
 * fell in the period and whose check-in window has closed (2 days after the last day), the share
 * with a check-in for every day of the programme.
 */
export interface RetoInsights {
  retoId: number;
  nombre: string;
  inscripciones: number;
  porSemana: { semana: string; inscripciones: number }[];
  /** Enrolments whose programme finished in the period (last day in it, its check-in window closed). */
  finalizadas?: number;
  /** Of those, the ones with a check-in for every day. */
  completadas?: number;
  /** completadas / finalizadas, rounded to 3 decimals; null when none finished. */
  tasaFinalizacion?: number | null;
}

/** The states in which an order counts as a sale: paid, or prepared, shipped or delivered (cash on delivery is paid at the door). */
export const SALE_STATES = ['pagado', 'en_preparacion', 'enviado', 'entregado'] as const;

export interface SalesInsights {
  /** Orders placed in the period that are sales (SALE_STATES); a paid order cancelled later is not. */
  pedidos: number;
  /** Their totals, shipping included (whole pesos, IVA incluido). */
  ingresos: number;
  /** ingresos / pedidos in whole pesos; null without sales. */
  ticketPromedio: number | null;
  /** Orders placed in the period still waiting for their payment. */
  pendientes: number;
  /** Orders placed in the period that were cancelled or expired. */
  cancelados: number;
  /** Sales per week of the order (weeks start on Monday, Colombia dates), every week of the period listed. */
  porSemana: { semana: string; pedidos: number; ingresos: number; ticketPromedio: number | null }[];
  /** The best-selling products of those sales by units (at most 10), with what their lines brought in. */
  masVendidos: { productoId: number | null; nombre: string; unidades: number; ingresos: number }[];
}

/** GET /api/admin/calendario and POST /api/admin/calendario/regenerar. */
export interface CalendarAddressResponse {
  url: string;
}

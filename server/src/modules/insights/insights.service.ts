import {
  INSIGHTS_DEFAULT_DAYS,
  addDays,
  defaultInsightsRange,
  insightsQuerySchema,
  type InsightsQuery,
  type InsightsResponse,
  type RetoInsights,
} from '@app/shared/insights';
import { colombiaToUtc, colombiaToday } from '@app/shared/colombia-time';
import { CHECKIN_LATE_DAYS } from '@app/shared/mi-reto';
import type { AppDeps } from '../../app-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import { bookingStats } from '../booking/index.js';
import { salesStats } from '../orders/index.js';
import { enrolmentStats } from '../retos/index.js';

const ORIGINS_SHOWN = 10;
const BEST_SELLERS_SHOWN = 10;
const average = (ingresos: number, pedidos: number) => (pedidos > 0 ? Math.round(ingresos / pedidos) : null);
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

/** The Monday of a Colombia date's week. */
function mondayOf(fecha: string): string {
  const weekday = (new Date(`${fecha}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(fecha, -weekday);
}

export function createInsightsService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    async statistics(q: InsightsQuery): Promise<InsightsResponse> {
      const fallback = defaultInsightsRange(clock());
      const hasta = q.hasta ?? (q.desde && q.desde > fallback.hasta ? q.desde : fallback.hasta);
      const filled = { desde: q.desde ?? addDays(hasta, -(INSIGHTS_DEFAULT_DAYS - 1)), hasta };
      // one end given: the other is filled in, and the whole period must still be valid
      const { desde } = parseOrThrow(insightsQuerySchema, filled) as { desde: string };
      const range = { from: colombiaToUtc(desde, '00:00'), to: colombiaToUtc(addDays(hasta, 1), '00:00') };
      // a programme is finished once its last day's check-in can no longer be written (2 days late)
      const lastClosedDay = addDays(colombiaToday(clock()), -(CHECKIN_LATE_DAYS + 1));
      const [totales, weeks, diaHora, origen, sales, salesWeeks, masVendidos, enrolments, finished] = await Promise.all([
        bookingStats.totals(db, range),
        bookingStats.perWeek(db, range),
        bookingStats.dayHour(db, range),
        bookingStats.origins(db, range, ORIGINS_SHOWN),
        salesStats.salesTotals(db, range),
        salesStats.salesPerWeek(db, range),
        salesStats.bestSellers(db, range, BEST_SELLERS_SHOWN),
        enrolmentStats.enrolmentsPerWeek(db, range),
        enrolmentStats.finishedEnrolments(db, { desde, hasta: hasta < lastClosedDay ? hasta : lastClosedDay }),
      ]);
      // every week of the period, empty ones included, so the chart's axis is continuous
      const byWeek = new Map(weeks.map((w) => [w.semana, w]));
      const porSemana: InsightsResponse['porSemana'] = [];
      const salesByWeek = new Map(salesWeeks.map((w) => [w.semana, w]));
      const ventasPorSemana: NonNullable<InsightsResponse['ventas']>['porSemana'] = [];
      for (let w = mondayOf(desde); w <= hasta; w = addDays(w, 7)) {
        porSemana.push(byWeek.get(w) ?? { semana: w, creadas: 0, confirmadas: 0 });
        const s = salesByWeek.get(w) ?? { semana: w, pedidos: 0, ingresos: 0 };
        ventasPorSemana.push({ ...s, ticketPromedio: average(s.ingresos, s.pedidos) });
      }
      const retos = new Map<number, RetoInsights>();
      const retoOf = (retoId: number, nombre: string) => {
        const r = retos.get(retoId) ?? {
          retoId,
          nombre,
          inscripciones: 0,
          porSemana: [],
          finalizadas: 0,
          completadas: 0,
          tasaFinalizacion: null,
        };
        retos.set(retoId, r);
        return r;
      };
      for (const e of enrolments) retoOf(e.retoId, e.nombre).inscripciones += e.inscripciones;
      for (const f of finished) Object.assign(retoOf(f.retoId, f.nombre), { ...f, tasaFinalizacion: rate(f.completadas, f.finalizadas) });
      for (const r of retos.values())
        for (let w = mondayOf(desde); w <= hasta; w = addDays(w, 7))
          r.porSemana.push({
            semana: w,
            inscripciones: enrolments.find((e) => e.retoId === r.retoId && e.semana === w)?.inscripciones ?? 0,
          });
      return {
        desde,
        hasta,
        totales,
        tasaConfirmacion: rate(totales.confirmadas, totales.creadas),
        tasaAsistencia: rate(totales.asistio, totales.asistio + totales.noAsistio),
        porSemana,
        diaHora,
        origen,
        ventas: { ...sales, ticketPromedio: average(sales.ingresos, sales.pedidos), porSemana: ventasPorSemana, masVendidos },
        retos: [...retos.values()].sort((a, b) => a.retoId - b.retoId),
      };
    },
  };
}

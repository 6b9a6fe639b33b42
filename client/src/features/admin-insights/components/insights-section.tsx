import { lazy, Suspense, useId, useState } from 'react';
import { SLOTS } from '@app/shared/booking';
import {
  WEEKDAY_LABELS,
  insightsQuerySchema,
  type InsightsQuery,
  type InsightsQueryInput,
  type InsightsResponse,
  type RetoInsights,
  type SalesInsights,
} from '@app/shared/insights';
import { formatPesos } from '@app/shared/orders';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useInsights } from '../api/insights';

// uPlot is loaded here only, in its own chunk: the public pages never download it.
const WeeklyChart = lazy(() => import('./weekly-chart'));

const percent = (r: number | null) => (r === null ? '—' : `${Math.round(r * 100)} %`);
const shortDate = (fecha: string) => {
  const [y, m, d] = fecha.split('-');
  return `${d}/${m}/${y}`;
};

/** The period's form: both dates (Colombia calendar days), validated with the server's schema. */
function RangeFilter({ value, onApply }: { value: InsightsQueryInput; onApply: (r: InsightsQuery) => void }) {
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useSchemaForm(insightsQuerySchema, onApply, { values: value });
  return (
    <form className="insights-range" onSubmit={onSubmit} noValidate>
      <FormField id="insights-desde" label="Desde" error={errors.desde?.message}>
        <input type="date" {...register('desde')} />
      </FormField>
      <FormField id="insights-hasta" label="Hasta" error={errors.hasta?.message}>
        <input type="date" {...register('hasta')} />
      </FormField>
      <button type="submit" className="btn btn-primary">
        Ver periodo
      </button>
    </form>
  );
}

function Figures({ data }: { data: InsightsResponse }) {
  const t = data.totales;
  const items: [string, string][] = [
    ['Reservas creadas', String(t.creadas)],
    ['Confirmadas', String(t.confirmadas)],
    ['Canceladas', String(t.canceladas)],
    ['Asistieron', String(t.asistio)],
    ['No asistieron', String(t.noAsistio)],
    ['Tasa de confirmación', percent(data.tasaConfirmacion)],
    ['Tasa de asistencia', percent(data.tasaAsistencia)],
  ];
  return (
    <dl className="insights-figures">
      {items.map(([label, value]) => (
        <div key={label} className="insights-figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Hours as rows and weekdays as columns: seven narrow columns fit a 360 px screen. */
function DayHourGrid({ cells }: { cells: InsightsResponse['diaHora'] }) {
  const count = new Map(cells.map((c) => [`${c.dia}-${c.hora}`, c.total]));
  const hours = [...new Set([...SLOTS.map((s) => Number(s.slice(0, 2))), ...cells.map((c) => c.hora)])].sort((a, b) => a - b);
  const max = Math.max(1, ...cells.map((c) => c.total));
  const captionId = useId();
  return (
    <div className="table-wrap insights-grid-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="insights-grid">
        <caption id={captionId}>Asesorías confirmadas por día y hora (hora de Colombia)</caption>
        <thead>
          <tr>
            <th scope="col">Hora</th>
            {WEEKDAY_LABELS.map((d) => (
              <th scope="col" key={d}>
                <abbr title={d}>{d.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((h) => (
            <tr key={h}>
              <th scope="row">{`${String(h).padStart(2, '0')}:00`}</th>
              {WEEKDAY_LABELS.map((_d, dia) => {
                const n = count.get(`${dia}-${h}`) ?? 0;
                // five shades; the number is always written, the colour only repeats it
                const level = n === 0 ? 0 : Math.ceil((n / max) * 4);
                return (
                  <td key={dia} className={`heat-${level}`}>
                    {n}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WeeksTable({ weeks }: { weeks: InsightsResponse['porSemana'] }) {
  return (
    <details className="insights-weeks">
      <summary>Ver las cifras por semana</summary>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Reservas por semana</caption>
          <thead>
            <tr>
              <th scope="col">Semana del</th>
              <th scope="col">Creadas</th>
              <th scope="col">Confirmadas</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.semana}>
                <th scope="row">{shortDate(w.semana)}</th>
                <td>{w.creadas}</td>
                <td>{w.confirmadas}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Origins({ origen }: { origen: InsightsResponse['origen'] }) {
  if (!origen.length) return <p className="admin-empty">Sin reservas en este periodo.</p>;
  return (
    <table className="table insights-origins">
      <caption className="visually-hidden">¿Quién los recomendó?</caption>
      <thead>
        <tr>
          <th scope="col">Recomendado por</th>
          <th scope="col">Reservas</th>
        </tr>
      </thead>
      <tbody>
        {origen.map((o) => (
          <tr key={o.recomendadoPor ?? ''}>
            <th scope="row">{o.recomendadoPor ?? 'Sin indicar'}</th>
            <td>{o.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The shop's sales of the orders placed in the period: figures, weeks and best sellers. */
function Sales({ ventas }: { ventas: SalesInsights }) {
  const figures: [string, string][] = [
    ['Ventas', String(ventas.pedidos)],
    ['Ingresos', formatPesos(ventas.ingresos)],
    ['Ticket promedio', ventas.ticketPromedio === null ? '—' : formatPesos(ventas.ticketPromedio)],
    ['Pendientes de pago', String(ventas.pendientes)],
    ['Cancelados o vencidos', String(ventas.cancelados)],
  ];
  return (
    <>
      <p className="text-muted text-small">
        Pedidos hechos en el periodo que se pagaron (o se prepararon, enviaron o entregaron). Valores con envío, IVA incluido.
      </p>
      <dl className="insights-figures insights-sales-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="insights-figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <details className="insights-weeks">
        <summary>Ver las ventas por semana</summary>
        <div className="table-wrap">
          <table className="table insights-sales-weeks">
            <caption className="visually-hidden">Ventas por semana</caption>
            <thead>
              <tr>
                <th scope="col">Semana del</th>
                <th scope="col">Pedidos</th>
                <th scope="col">Ingresos</th>
                <th scope="col">Ticket promedio</th>
              </tr>
            </thead>
            <tbody>
              {ventas.porSemana.map((w) => (
                <tr key={w.semana}>
                  <th scope="row">{shortDate(w.semana)}</th>
                  <td>{w.pedidos}</td>
                  <td>{formatPesos(w.ingresos)}</td>
                  <td>{w.ticketPromedio === null ? '—' : formatPesos(w.ticketPromedio)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <h4 className="insights-subtitle">Productos más vendidos</h4>
      {ventas.masVendidos.length === 0 ? (
        <p className="admin-empty">Sin ventas en este periodo.</p>
      ) : (
        <table className="table insights-best-sellers">
          <caption className="visually-hidden">Productos más vendidos</caption>
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col">Unidades</th>
              <th scope="col">Ingresos</th>
            </tr>
          </thead>
          <tbody>
            {ventas.masVendidos.map((p) => (
              <tr key={`${p.productoId ?? 'x'}-${p.nombre}`}>
                <th scope="row">{p.nombre}</th>
                <td>{p.unidades}</td>
                <td>{formatPesos(p.ingresos)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * The retos in the period: the enrolments made in it, per reto and per week in a fold,
 * and the completion rate (shared/src/insights.ts `RetoInsights`, defined in docs/api.md).
 */
function Retos({ retos }: { retos: RetoInsights[] }) {
  if (retos.length === 0) return <p className="admin-empty">Sin inscripciones en este periodo.</p>;
  return (
    <>
      <div className="table-wrap">
        <table className="table insights-retos" aria-describedby="insights-retos-def">
          <caption className="visually-hidden">Inscripciones y finalización por reto</caption>
          <thead>
            <tr>
              <th scope="col">Reto</th>
              <th scope="col">Inscripciones</th>
              <th scope="col">Terminaron</th>
              <th scope="col">Con registro todos los días</th>
              <th scope="col">Tasa de finalización</th>
            </tr>
          </thead>
          <tbody>
            {retos.map((r) => (
              <tr key={r.retoId}>
                <th scope="row">{r.nombre}</th>
                <td>{r.inscripciones}</td>
                <td>{r.finalizadas ?? 0}</td>
                <td>{r.completadas ?? 0}</td>
                <td>{percent(r.tasaFinalizacion ?? null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id="insights-retos-def" className="text-small text-muted">
        Terminaron: inscripciones cuyo último día cayó en el periodo y cuyo plazo para registrar ese día (2 días) ya pasó. La tasa de
        finalización es la parte de ellas con registro diario todos los días del reto.
      </p>
      <details className="insights-weeks">
        <summary>Ver las inscripciones por semana</summary>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Inscripciones por semana y reto</caption>
            <thead>
              <tr>
                <th scope="col">Semana del</th>
                {retos.map((r) => (
                  <th key={r.retoId} scope="col">
                    {r.nombre}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {retos[0].porSemana.map((w, i) => (
                <tr key={w.semana}>
                  <th scope="row">{shortDate(w.semana)}</th>
                  {retos.map((r) => (
                    <td key={r.retoId}>{r.porSemana[i]?.inscripciones ?? 0}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

/**
 * Estadísticas on the dashboard's index: the funnel of the bookings made in a period
 * (the last 90 days unless chosen), bookings per week, the busiest days and hours, and where people came from;
 * then the shop's sales of the orders placed in the same period.
 */
export function InsightsSection() {
  const [range, setRange] = useState<InsightsQuery>({});
  const insights = useInsights(range);
  const data = insights.data;
  return (
    <section className="admin-panel insights" aria-labelledby="insights-title">
      <h2 className="admin-panel-title" id="insights-title">
        Estadísticas
      </h2>
      <RangeFilter value={{ desde: range.desde ?? data?.desde ?? '', hasta: range.hasta ?? data?.hasta ?? '' }} onApply={setRange} />
      {insights.isError && <Alert variant="error">{apiErrorMessage(insights.error, 'No se pudieron cargar las estadísticas.')}</Alert>}
      {!data ? (
        !insights.isError && <Spinner label="Cargando estadísticas..." showLabel />
      ) : (
        <div className="insights-body" aria-busy={insights.isFetching}>
          <p className="text-muted text-small">
            Reservas creadas entre el {shortDate(data.desde)} y el {shortDate(data.hasta)} (hora de Colombia).
          </p>
          <Figures data={data} />
          <h3 className="insights-subtitle">Reservas por semana</h3>
          <Suspense fallback={<Spinner label="Cargando la gráfica..." showLabel />}>
            <WeeklyChart weeks={data.porSemana} />
          </Suspense>
          <WeeksTable weeks={data.porSemana} />
          <h3 className="insights-subtitle">Días y horas con más asesorías</h3>
          <DayHourGrid cells={data.diaHora} />
          <h3 className="insights-subtitle">¿De dónde vienen?</h3>
          <Origins origen={data.origen} />
          {data.ventas && (
            <>
              <h3 className="insights-subtitle">Ventas de la tienda</h3>
              <Sales ventas={data.ventas} />
            </>
          )}
          {data.retos && (
            <>
              <h3 className="insights-subtitle">Inscripciones en retos</h3>
              <Retos retos={data.retos} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

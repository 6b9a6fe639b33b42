import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Flame } from 'lucide-react';
import type { MiInscripcion, MiRetoDetalle } from '@app/shared/mi-reto';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDay } from '@app/shared/format';
import { useMiReto, useMisRetos, useSetDailyMail } from '../api/mi-reto';
import { CheckinForm } from '../components/checkin-form';
import { HealthConsentStep } from '../components/health-consent-step';
import { ToolPage } from '../components/tool-page';
import { WithdrawConsent } from '../components/withdraw-consent';
import { RetoCalendar } from '../components/reto-calendar';
import '../health-tools.css';

function dayLine(i: MiInscripcion): string {
  if (i.estado === 'cancelada') return 'Inscripción cancelada';
  if (i.dia_hoy < 1) return `Empieza el ${formatDay(i.inicio)}`;
  if (i.dia_hoy > i.reto.dias) return `Terminado el ${formatDay(i.fin)}`;
  return `Día ${i.dia_hoy} de ${i.reto.dias}`;
}

function DailyMail({ on }: { on: boolean }) {
  const mutation = useSetDailyMail();
  return (
    <div className="tools-daily-mail">
      <label className="checkbox" htmlFor="reto-correo-diario">
        <input
          id="reto-correo-diario"
          type="checkbox"
          checked={on}
          disabled={mutation.isPending}
          onChange={(e) => mutation.mutate({ activo: e.target.checked })}
        />
        <span>Recibir el plan de cada día por correo a las 7:00 a. m. (hora de Colombia)</span>
      </label>
      <p className="tools-saved" role="status">
        {mutation.isSuccess ? mutation.data.message : ''}
      </p>
      {mutation.isError && <p className="field-error">{apiErrorMessage(mutation.error, 'No se pudo guardar tu preferencia.')}</p>}
    </div>
  );
}

function RetoView({ data }: { data: MiRetoDetalle }) {
  const { inscripcion: i, calendario } = data;
  const firstOpen =
    calendario.find((d) => d.editable && d.dia === i.dia_hoy) ?? calendario.find((d) => d.editable && d.estado === 'abierto');
  const [selected, setSelected] = useState<number | null>(firstOpen?.dia ?? null);
  const day = calendario.find((d) => d.dia === selected && d.editable);
  const hechos = calendario.filter((d) => d.estado === 'hecho').length;
  return (
    <>
      <section className="card tools-today" aria-labelledby="hoy-title">
        <p className="eyebrow">{i.reto.nombre}</p>
        <h2 id="hoy-title" className="card-title">
          {dayLine(i)}
        </h2>
        <p className="tools-streak">
          <Flame size={20} aria-hidden="true" /> Racha: {data.racha} {data.racha === 1 ? 'día' : 'días'} · {hechos} de {i.reto.dias} días
          registrados
        </p>
        {data.plan_hoy ? (
          <div className="tools-plan">
            <h3>{data.plan_hoy.titulo}</h3>
            {data.plan_hoy.texto
              .split(/\n\s*\n/)
              .filter((p) => p.trim())
              .map((p, n) => (
                <p key={n}>{p}</p>
              ))}
            {data.plan_hoy.enlace_url && (
              <p>
                <a href={data.plan_hoy.enlace_url} target="_blank" rel="noopener noreferrer">
                  Enlace del día
                </a>
              </p>
            )}
            {data.plan_hoy.video_url && (
              <p>
                <a href={data.plan_hoy.video_url} target="_blank" rel="noopener noreferrer">
                  Video del día
                </a>
              </p>
            )}
          </div>
        ) : i.dia_hoy < 1 ? (
          <p>Tu plan del día 1 aparecerá aquí el {formatDay(i.inicio)}.</p>
        ) : null}
      </section>

      <div className="tools-grid">
        <section className="card" aria-labelledby="calendario-title">
          <h2 id="calendario-title" className="card-title">
            Tus días
          </h2>
          <p className="text-small text-muted">
            Puedes completar un día hasta 2 días después. Los días que aún no llegan están bloqueados.
          </p>
          <RetoCalendar calendario={calendario} selected={selected} onSelect={setSelected} />
        </section>
        {day ? (
          <CheckinForm
            key={day.dia}
            inscripcionId={i.id}
            dia={day.dia}
            fecha={day.fecha}
            checkin={data.checkins.find((c) => c.dia === day.dia)}
          />
        ) : (
          <section className="card">
            <p>{i.dia_hoy < 1 ? 'Podrás registrar tu día cuando empiece tu reto.' : 'No hay días por registrar ahora.'}</p>
          </section>
        )}
      </div>
    </>
  );
}

function RetoDetail({ id }: { id: number }) {
  const query = useMiReto(id);
  return (
    <QueryView query={query} loading="Cargando tu reto..." errorMessage="No se pudo cargar tu reto. Intenta recargar la página.">
      {(data) => <RetoView key={data.inscripcion.id} data={data} />}
    </QueryView>
  );
}

/** /perfil/reto: "Mi reto". */
export default function MiRetoPage() {
  const query = useMisRetos();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <ToolPage title="Mi reto">
      <QueryView query={query} loading="Cargando tus retos..." errorMessage="No se pudieron cargar tus retos. Intenta recargar la página.">
        {(data) => {
          if (!data.inscripciones.length) {
            return (
              <div className="card tools-empty">
                <p>Aún no estás inscrito en un reto. Elige uno y sigue aquí su plan día a día.</p>
                <Link to="/retos" className="btn btn-primary">
                  Conoce nuestros retos
                </Link>
              </div>
            );
          }
          if (!data.consentimiento) return <HealthConsentStep tool="Mi reto" />;
          const current = data.inscripciones.find((i) => i.id === chosen) ?? data.inscripciones[0];
          return (
            <>
              {data.inscripciones.length > 1 && (
                <nav aria-label="Tus retos" className="tools-enrolments">
                  {data.inscripciones.map((i) => (
                    <button
                      key={i.id}
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-pressed={i.id === current.id}
                      onClick={() => setChosen(i.id)}
                    >
                      {i.reto.nombre} · {dayLine(i)}
                    </button>
                  ))}
                </nav>
              )}
              <DailyMail on={data.correo_diario} />
              <RetoDetail id={current.id} />
              <WithdrawConsent />
            </>
          );
        }}
      </QueryView>
    </ToolPage>
  );
}

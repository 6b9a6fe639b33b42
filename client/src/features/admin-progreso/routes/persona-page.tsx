import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MOOD_LABELS } from '@app/shared/mi-reto';
import { coachNoteSchema, weightTrend, type CoachPersonView } from '@app/shared/progreso';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { formatColombiaDateTime } from '../../../components/admin-kit/format';
import { ProgresoTable } from '../../../components/progreso/progreso-table';
import { FormField } from '../../../components/ui/form-field';
import { QueryView } from '../../../components/ui/query-view';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDay } from '@app/shared/format';
import { formatChange, formatMeasure } from '../../../lib/progreso-format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCoachPerson, useSaveCoachNote } from '../api/progreso';
import '../progreso.css';

// uPlot loads with this screen only (its own chunk, shared with Mi progreso).
const WeightChart = lazy(() => import('../../../components/progreso/weight-chart'));

const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)} %`);
const orDash = (n: number | null) => (n === null ? '—' : String(n).replace('.', ','));

function NoteForm({ userId, data, onSaved }: { userId: number; data: CoachPersonView; onSaved: (m: string) => void }) {
  const save = useSaveCoachNote(userId);
  const {
    register,
    onSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(coachNoteSchema, async (payload) => onSaved((await save.mutateAsync(payload)).message), {
    defaultValues: { nota: data.nota_coach ?? '' },
    // the form has one field: every refusal is said under it
    onFailure: ({ error, placed }) => {
      if (!placed.length) setError('nota', { message: apiErrorMessage(error, 'No se pudo guardar la nota.') });
      return null;
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField
        id="nota-coach"
        label="Nota privada"
        hint={
          data.nota_coach_at
            ? `Guardada el ${formatColombiaDateTime(data.nota_coach_at)} · La persona no la ve en sus pantallas, pero sí en la exportación de sus datos.`
            : 'La persona no la ve en sus pantallas, pero sí en la exportación de sus datos.'
        }
        error={errors.nota?.message}
      >
        <textarea rows={4} maxLength={2000} {...register('nota')} />
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Guardando...' : 'Guardar nota'}
      </button>
    </form>
  );
}

function PersonView({ userId, data, onSaved }: { userId: number; data: CoachPersonView; onSaved: (m: string) => void }) {
  const trend = useMemo(() => weightTrend(data.mediciones), [data.mediciones]);
  return (
    <>
      {data.inscripciones.map((i) => (
        <AdminPanel key={i.id} title={`${i.reto} · desde el ${formatDay(i.inicio)}`}>
          <dl className="coach-figures">
            <div>
              <dt>Día alcanzado</dt>
              <dd>
                {i.progreso.dias_transcurridos} de {i.dias}
              </dd>
            </div>
            <div>
              <dt>Adherencia</dt>
              <dd>
                {percent(i.progreso.adherencia)} ({i.progreso.checkins} de {i.progreso.dias_transcurridos} días)
              </dd>
            </div>
            <div>
              <dt>Último registro</dt>
              <dd>{i.progreso.ultimo_checkin ? formatDay(i.progreso.ultimo_checkin) : '—'}</dd>
            </div>
            <div>
              <dt>Cambio de peso</dt>
              <dd>{i.progreso.cambio_peso_kg === null ? '—' : formatChange(i.progreso.cambio_peso_kg, 'kg')}</dd>
            </div>
          </dl>
          {i.checkins.length === 0 ? (
            <p className="admin-empty">Aún no hay registros diarios.</p>
          ) : (
            <DataTable
              rows={[...i.checkins].reverse()}
              rowKey={(c) => c.dia}
              columns={[
                { header: 'Día', cell: (c) => `${c.dia} · ${formatDay(c.fecha, 'short')}` },
                { header: 'Agua (vasos)', cell: (c) => orDash(c.vasos_agua) },
                { header: 'Batidos o comidas', cell: (c) => orDash(c.comidas_plan) },
                { header: 'Ejercicio (min)', cell: (c) => orDash(c.minutos_ejercicio) },
                { header: 'Sueño (h)', cell: (c) => orDash(c.horas_sueno) },
                { header: 'Ánimo', cell: (c) => (c.animo === null ? '—' : `${c.animo} · ${MOOD_LABELS[c.animo]}`) },
                { header: 'Nota', className: 'admin-cell-break', cell: (c) => c.nota ?? '—' },
              ]}
            />
          )}
        </AdminPanel>
      ))}
      <AdminPanel title="Peso y medidas">
        <p>
          Peso meta: {formatMeasure(data.peso_meta_kg, 'kg')} · Estatura: {formatMeasure(data.estatura_cm, 'cm')}
        </p>
        {data.mediciones.length === 0 ? (
          <p className="admin-empty">Aún no hay registros de peso.</p>
        ) : (
          <>
            {trend.length > 0 && (
              <Suspense fallback={<Spinner label="Cargando la gráfica..." />}>
                <WeightChart trend={trend} goalKg={data.peso_meta_kg} />
              </Suspense>
            )}
            <ProgresoTable mediciones={data.mediciones} trend={trend} estaturaCm={data.estatura_cm} />
          </>
        )}
      </AdminPanel>
      <AdminPanel title="Nota del coach">
        <NoteForm userId={userId} data={data} onSaved={onSaved} />
      </AdminPanel>
    </>
  );
}

/** /admin/dashboard/progreso/:userId: a participant's page, read-only but for the coach's note. */
export default function PersonaProgresoPage() {
  const userId = Number(useParams().userId);
  const query = useCoachPerson(userId);
  const [saved, setSaved] = useState<string | null>(null);
  usePageMeta(query.data ? `Progreso de ${query.data.persona.nombre}` : 'Progreso de la persona');
  return (
    <AdminPage
      id="progreso-persona"
      title={query.data ? `Progreso de ${query.data.persona.nombre}` : 'Progreso de la persona'}
      intro={
        query.data
          ? `${query.data.persona.email} · autorizó el seguimiento de su salud el ${formatColombiaDateTime(query.data.consentimiento.otorgado_at)}`
          : undefined
      }
      messages={[{ variant: 'success', text: saved }]}
    >
      <QueryView query={query} loading="Cargando el progreso..." errorMessage="No se pudo cargar el progreso de esta persona.">
        {(data) => <PersonView userId={userId} data={data} onSaved={setSaved} />}
      </QueryView>
    </AdminPage>
  );
}

import { lazy, Suspense, useMemo, useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { projectGoal, weightTrend, type ProgresoResponse } from '@app/shared/progreso';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryView } from '../../../components/ui/query-view';
import { Spinner } from '../../../components/ui/spinner';
import { ProgresoTable } from '../../../components/progreso/progreso-table';
import { apiErrorMessage } from '../../../lib/api-error';
import { estimatedBmi } from '../../../lib/bmi';
import { downloadBlob, fileNameFromDisposition } from '../../../lib/download-file';
import { formatDay } from '@app/shared/format';
import { formatChange, formatMeasure } from '../../../lib/progreso-format';
import { fetchProgresoCsv, useDeleteMedicion, useProgreso } from '../api/progreso';
import { HealthConsentStep } from '../components/health-consent-step';
import { ToolPage } from '../components/tool-page';
import { MedicionForm } from '../components/medicion-form';
import { MetaForm } from '../components/meta-form';
import { WithdrawConsent } from '../components/withdraw-consent';
import '../health-tools.css';

// uPlot loads with this screen only (its own chunk), never with /perfil or the public pages.
const WeightChart = lazy(() => import('../../../components/progreso/weight-chart'));

const CSV_FAILED = 'No se pudo descargar tu registro. Inténtalo de nuevo.';
const DELETE_FAILED = 'No se pudo eliminar el registro. Inténtalo de nuevo.';

function GoalText({ data, trend }: { data: ProgresoResponse; trend: ReturnType<typeof weightTrend> }) {
  const goal = data.peso_meta_kg;
  if (goal === null) return <p className="text-small text-muted">Define un peso meta para ver cuándo podrías alcanzarlo.</p>;
  const projection = projectGoal(trend, goal, data.hoy);
  const last = trend[trend.length - 1];
  if (projection) {
    return (
      <p>
        A este ritmo ({formatChange(projection.kg_por_semana, 'kg')} por semana) alcanzarías tu meta hacia el{' '}
        <strong>{formatDay(projection.fecha)}</strong>.
      </p>
    );
  }
  if (last && last.tendencia_kg === goal) return <p>¡Tu tendencia ya está en tu meta!</p>;
  return (
    <p className="text-small text-muted">
      Mostramos una fecha estimada cuando tu tendencia de las últimas semanas va hacia tu meta (con al menos 3 registros en una semana).
    </p>
  );
}

function ProgresoView({ data }: { data: ProgresoResponse }) {
  const trend = useMemo(() => weightTrend(data.mediciones), [data.mediciones]);
  const last = trend[trend.length - 1];
  const [csvError, setCsvError] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteMedicion();

  async function downloadCsv() {
    setCsvError('');
    try {
      const { blob, disposition } = await fetchProgresoCsv();
      downloadBlob(fileNameFromDisposition(disposition, `mi-progreso-${data.hoy}.csv`), blob);
    } catch (err) {
      setCsvError(apiErrorMessage(err, CSV_FAILED));
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      setDeleting(null);
    } catch {
      // shown in the dialog (remove.error)
    }
  };

  return (
    <>
      <div className="tools-grid">
        <section className="card tools-summary" aria-labelledby="resumen-title">
          <h2 id="resumen-title" className="card-title">
            Resumen
          </h2>
          <dl className="tools-figures">
            <div>
              <dt>Último peso</dt>
              <dd>{last ? formatMeasure(last.peso_kg, 'kg') : '—'}</dd>
            </div>
            <div>
              <dt>Tendencia 7 días</dt>
              <dd>{last ? formatMeasure(last.tendencia_kg, 'kg') : '—'}</dd>
            </div>
            <div>
              <dt>IMC estimado</dt>
              <dd>{last ? estimatedBmi(last.tendencia_kg, data.estatura_cm).replace('.', ',') : '—'}</dd>
            </div>
            <div>
              <dt>Peso meta</dt>
              <dd>{formatMeasure(data.peso_meta_kg, 'kg')}</dd>
            </div>
          </dl>
          <GoalText data={data} trend={trend} />
          {data.estatura_cm === null && (
            <p className="text-small text-muted">Tu perfil no tiene estatura: sin ella no podemos calcular tu IMC.</p>
          )}
          <MetaForm metaKg={data.peso_meta_kg} />
        </section>
        <MedicionForm hoy={data.hoy} />
      </div>

      <section className="card tools-history" aria-labelledby="historial-title">
        <div className="tools-history-head">
          <h2 id="historial-title" className="card-title">
            Tu evolución
          </h2>
          {data.mediciones.length > 0 && (
            <button type="button" className="btn btn-outline btn-sm" onClick={downloadCsv}>
              <Download size={16} aria-hidden="true" /> Descargar CSV
            </button>
          )}
        </div>
        {csvError && (
          <Alert variant="error" className="mb-2">
            <p>{csvError}</p>
          </Alert>
        )}
        {data.mediciones.length === 0 ? (
          <p className="text-muted">Aún no tienes registros. Empieza con tu peso de hoy.</p>
        ) : (
          <>
            {trend.length > 0 && (
              <Suspense fallback={<Spinner label="Cargando la gráfica..." />}>
                <WeightChart trend={trend} goalKg={data.peso_meta_kg} />
              </Suspense>
            )}
            <p className="text-small text-muted">
              La línea es la tendencia: el promedio de tus pesos de los últimos 7 días. La tabla tiene los mismos datos.
            </p>
            <ProgresoTable
              mediciones={data.mediciones}
              trend={trend}
              estaturaCm={data.estatura_cm}
              onDelete={(fecha) => {
                remove.reset();
                setDeleting(fecha);
              }}
            />
          </>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar registro"
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        busy={remove.isPending}
        icon={Trash2}
        error={remove.isError ? apiErrorMessage(remove.error, DELETE_FAILED) : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>¿Eliminar el peso y las medidas del {deleting ? formatDay(deleting) : ''}? No se puede deshacer.</p>
      </ConfirmDialog>
      <WithdrawConsent />
    </>
  );
}

/** /perfil/progreso: "Mi progreso". */
export default function ProgresoPage() {
  const query = useProgreso();
  return (
    <ToolPage title="Mi progreso">
      <QueryView query={query} loading="Cargando tu progreso..." errorMessage="No se pudo cargar tu progreso. Intenta recargar la página.">
        {(data) => (data.consentimiento ? <ProgresoView data={data} /> : <HealthConsentStep tool="Mi progreso" />)}
      </QueryView>
    </ToolPage>
  );
}

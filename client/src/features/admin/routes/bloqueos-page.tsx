import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { BloqueoCreateInput } from '@app/shared/booking';
import { Alert } from '../../../components/ui/alert';
import { QueryView } from '../../../components/ui/query-view';
import { RowAction, RowActions } from '../../../components/ui/row-action';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useBloqueos, useCreateBloqueo, useDeleteBloqueo } from '../api/bloqueos';
import { BloqueoForm } from '../components/bloqueo-form';
import { formatPlainDate } from '../lib/format';
import { useTimedMessage } from '../../../lib/use-timed-message';

const SUCCESS_MS = 5000;

/** Gestionar Bloqueos (spec §2, §5, §8): create form + table of schedule blocks. */
export default function BloqueosPage() {
  usePageMeta('Gestionar Bloqueos');
  const bloqueos = useBloqueos();
  const create = useCreateBloqueo();
  const remove = useDeleteBloqueo();
  const [success, showSuccess] = useTimedMessage(SUCCESS_MS);
  const [warning, setWarning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onCreate = async (payload: BloqueoCreateInput): Promise<boolean> => {
    setError(null);
    setWarning(null);
    try {
      const data = await create.mutateAsync(payload);
      showSuccess('¡Bloqueo creado exitosamente!');
      if (data?.warning) setWarning(data.warning);
      return true;
    } catch (err) {
      const server = apiErrorMessage(err, '');
      setError(server ? `Error: ${server}` : 'Error desconocido al intentar crear el bloqueo.');
      return false;
    }
  };

  const onDelete = async (id: number) => {
    if (!window.confirm('¿Seguro que deseas eliminar este bloqueo?')) return;
    setError(null);
    try {
      await remove.mutateAsync(id);
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo eliminar el bloqueo.'));
    }
  };

  return (
    <section className="admin-page" aria-labelledby="bloqueos-title">
      <header className="admin-page-header">
        <h1 className="admin-page-title" id="bloqueos-title">
          Gestionar Bloqueos
        </h1>
        <p className="text-muted">
          Bloquea días completos o rangos de horas para que nadie pueda agendar asesorías en ellos (hora de Colombia).
        </p>
      </header>
      <div className="admin-messages" aria-live="polite">
        {success && <Alert variant="success">{success}</Alert>}
        {warning && <Alert variant="warning">{warning}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>
      <BloqueoForm onSubmit={onCreate} />

      <div className="admin-panel">
        <h2 className="admin-panel-title">Bloqueos registrados</h2>
        <QueryView
          query={bloqueos}
          loading="Cargando bloqueos..."
          errorMessage="No se pudieron cargar los bloqueos."
          isEmpty={(list) => list.length === 0}
          empty="No hay bloqueos registrados."
        >
          {(list) => (
            <div className="table-wrap">
              <table className="table table-stack">
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Fecha</th>
                    <th scope="col">Horario</th>
                    <th scope="col">Motivo</th>
                    <th scope="col">Eliminar</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((b) => (
                    <tr key={b.id}>
                      <td data-label="ID">{b.id}</td>
                      <td data-label="Fecha" className="nowrap">
                        {formatPlainDate(b.fecha)}
                      </td>
                      <td data-label="Horario" className="nowrap">
                        {b.hora_inicio && b.hora_fin ? `${b.hora_inicio} - ${b.hora_fin}` : 'Día completo'}
                      </td>
                      <td data-label="Motivo">{b.motivo || '-'}</td>
                      <RowActions>
                        <RowAction
                          icon={Trash2}
                          variant="danger"
                          onClick={() => onDelete(b.id)}
                          disabled={remove.isPending && remove.variables === b.id}
                          label={`Eliminar bloqueo ${b.id}`}
                        >
                          Eliminar
                        </RowAction>
                      </RowActions>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryView>
      </div>
    </section>
  );
}

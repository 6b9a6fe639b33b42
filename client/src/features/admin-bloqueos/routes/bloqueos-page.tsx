import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Bloqueo, BloqueoCreateInput } from '@app/shared/booking';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { RowAction } from '../../../components/admin-kit/row-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useBloqueos, useCreateBloqueo, useDeleteBloqueo } from '../api/bloqueos';
import { BloqueoForm } from '../components/bloqueo-form';
import { formatPlainDate } from '../../../components/admin-kit/format';
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
  const [deleting, setDeleting] = useState<Bloqueo | null>(null);

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
    setError(null);
    try {
      await remove.mutateAsync(id);
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo eliminar el bloqueo.'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AdminPage
      id="bloqueos"
      title="Gestionar Bloqueos"
      intro="Bloquea días completos o rangos de horas para que nadie pueda agendar asesorías en ellos (hora de Colombia)."
      messages={[
        { variant: 'success', text: success },
        { variant: 'warning', text: warning },
        { variant: 'error', text: error },
      ]}
    >
      <BloqueoForm onSubmit={onCreate} />

      <AdminPanel title="Bloqueos registrados">
        <QueryView
          query={bloqueos}
          loading="Cargando bloqueos..."
          errorMessage="No se pudieron cargar los bloqueos."
          isEmpty={(list) => list.length === 0}
          empty="No hay bloqueos registrados."
        >
          {(list) => (
            <DataTable
              rows={list}
              rowKey={(b) => b.id}
              columns={[
                { header: 'ID', cell: (b) => b.id },
                { header: 'Fecha', className: 'nowrap', cell: (b) => formatPlainDate(b.fecha) },
                {
                  header: 'Horario',
                  className: 'nowrap',
                  cell: (b) => (b.hora_inicio && b.hora_fin ? `${b.hora_inicio} - ${b.hora_fin}` : 'Día completo'),
                },
                { header: 'Motivo', cell: (b) => b.motivo || '-' },
              ]}
              actionsHeader="Eliminar"
              actions={(b) => (
                <RowAction
                  icon={Trash2}
                  variant="danger"
                  onClick={() => setDeleting(b)}
                  disabled={remove.isPending && remove.variables === b.id}
                  label={`Eliminar bloqueo ${b.id}`}
                >
                  Eliminar
                </RowAction>
              )}
            />
          )}
        </QueryView>
      </AdminPanel>

      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar bloqueo"
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        icon={Trash2}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void onDelete(deleting.id)}
      >
        <p>¿Seguro que deseas eliminar este bloqueo?</p>
      </ConfirmDialog>
    </AdminPage>
  );
}

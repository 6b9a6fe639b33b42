import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { RowAction } from '../../../components/admin-kit/row-action';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { formatColombiaDateTime } from '../../../components/admin-kit/format';
import { useRetryEmail, useUndeliveredEmails } from '../api/undelivered-emails';

const SUCCESS_MS = 5000;

/**
 * Correos no entregados: e-mails the outbox gave up on, or is still retrying after an
 * error, so that a lost confirmation is seen here and not only in the server's log.
 */
export default function UndeliveredEmailsPage() {
  usePageMeta('Correos no entregados');
  const emails = useUndeliveredEmails();
  const retry = useRetryEmail();
  const [success, showSuccess] = useTimedMessage(SUCCESS_MS);
  const [error, setError] = useState<string | null>(null);

  const onRetry = async (id: number) => {
    setError(null);
    try {
      const data = await retry.mutateAsync(id);
      showSuccess(data.message);
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo reintentar el envío.'));
    }
  };

  return (
    <AdminPage
      id="correos"
      title="Correos no entregados"
      intro="Correos que el servidor de correo rechazó o no pudo recibir. Corrige la causa (dirección, configuración del correo) y reintenta el envío."
      messages={[
        { variant: 'success', text: success },
        { variant: 'error', text: error },
      ]}
    >
      <AdminPanel>
        <QueryView
          query={emails}
          loading="Cargando correos..."
          errorMessage="No se pudieron cargar los correos no entregados."
          isEmpty={(list) => list.length === 0}
          empty="Todos los correos se entregaron."
        >
          {(list) => (
            <DataTable
              rows={list}
              rowKey={(e) => e.id}
              columns={[
                { header: 'Destinatario', className: 'admin-cell-break', cell: (e) => e.to },
                { header: 'Asunto', cell: (e) => e.subject },
                {
                  header: 'Estado',
                  cell: (e) =>
                    e.status === 'failed' ? 'No entregado' : `Reintentando (próximo: ${formatColombiaDateTime(e.nextAttemptAt)})`,
                },
                { header: 'Intentos', cell: (e) => e.attempts },
                { header: 'Último error', className: 'admin-cell-break', cell: (e) => e.lastError ?? '-' },
              ]}
              actionsHeader="Reintentar"
              actions={(e) => (
                <RowAction
                  icon={RotateCw}
                  variant="primary"
                  onClick={() => onRetry(e.id)}
                  disabled={retry.isPending && retry.variables === e.id}
                  label={`Reintentar el correo a ${e.to}`}
                >
                  Reintentar
                </RowAction>
              )}
            />
          )}
        </QueryView>
      </AdminPanel>
    </AdminPage>
  );
}

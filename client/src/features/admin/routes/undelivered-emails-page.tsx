import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { QueryView } from '../../../components/ui/query-view';
import { RowAction, RowActions } from '../../../components/ui/row-action';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { formatColombiaDateTime } from '../lib/format';
import { useRetryEmail, useUndeliveredEmails } from '../api/undelivered-emails';

const SUCCESS_MS = 5000;

/**
 * Correos no entregados (issue #13): e-mails the outbox gave up on, or is still retrying after an
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
    <section className="admin-page" aria-labelledby="correos-title">
      <header className="admin-page-header">
        <h1 className="admin-page-title" id="correos-title">
          Correos no entregados
        </h1>
        <p className="text-muted">
          Correos que el servidor de correo rechazó o no pudo recibir. Corrige la causa (dirección, configuración del correo) y reintenta el
          envío.
        </p>
      </header>
      <div className="admin-messages" aria-live="polite">
        {success && <Alert variant="success">{success}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>

      <div className="admin-panel">
        <QueryView
          query={emails}
          loading="Cargando correos..."
          errorMessage="No se pudieron cargar los correos no entregados."
          isEmpty={(list) => list.length === 0}
          empty="Todos los correos se entregaron."
        >
          {(list) => (
            <div className="table-wrap">
              <table className="table table-stack">
                <thead>
                  <tr>
                    <th scope="col">Destinatario</th>
                    <th scope="col">Asunto</th>
                    <th scope="col">Estado</th>
                    <th scope="col">Intentos</th>
                    <th scope="col">Último error</th>
                    <th scope="col">Reintentar</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((e) => (
                    <tr key={e.id}>
                      <td data-label="Destinatario" className="admin-cell-break">
                        {e.to}
                      </td>
                      <td data-label="Asunto">{e.subject}</td>
                      <td data-label="Estado">
                        {e.status === 'failed' ? 'No entregado' : `Reintentando (próximo: ${formatColombiaDateTime(e.nextAttemptAt)})`}
                      </td>
                      <td data-label="Intentos">{e.attempts}</td>
                      <td data-label="Último error" className="admin-cell-break">
                        {e.lastError ?? '-'}
                      </td>
                      <RowActions>
                        <RowAction
                          icon={RotateCw}
                          variant="primary"
                          onClick={() => onRetry(e.id)}
                          disabled={retry.isPending && retry.variables === e.id}
                          label={`Reintentar el correo a ${e.to}`}
                        >
                          Reintentar
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

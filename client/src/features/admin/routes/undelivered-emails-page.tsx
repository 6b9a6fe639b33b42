import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
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
          Correos que el servidor de correo rechazó o no pudo recibir. Corrige la causa (dirección, configuración del correo) y
          reintenta el envío.
        </p>
      </header>
      <div className="admin-messages" aria-live="polite">
        {success && <Alert variant="success">{success}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>

      <div className="admin-panel">
        {emails.isPending ? (
          <Spinner label="Cargando correos..." showLabel />
        ) : emails.isError ? (
          <Alert variant="error">{apiErrorMessage(emails.error, 'No se pudieron cargar los correos no entregados.')}</Alert>
        ) : emails.data.length === 0 ? (
          <p className="admin-empty">Todos los correos se entregaron.</p>
        ) : (
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
                {emails.data.map((e) => (
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
                    <td className="admin-cell-actions">
                      <div className="admin-actions">
                        <button
                          type="button"
                          className="btn btn-primary btn-sm"
                          onClick={() => onRetry(e.id)}
                          disabled={retry.isPending && retry.variables === e.id}
                          aria-label={`Reintentar el correo a ${e.to}`}
                        >
                          <RotateCw aria-hidden="true" size={14} />
                          Reintentar
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

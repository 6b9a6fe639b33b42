import { useRef, useState } from 'react';
import { Copy, RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCalendarAddress, useRegenerateCalendar } from '../api/insights';
import '../insights.css';

const MESSAGE_MS = 5000;

/**
 * Calendario: the coach's private calendar address, and how to subscribe to it on the
 * phone. The agenda then shows up in Google Calendar or on the iPhone by itself, refreshed by the
 * calendar application (about every 15 minutes on an iPhone, every few hours on Google).
 */
export default function CalendarPage() {
  usePageMeta('Calendario');
  const address = useCalendarAddress();
  const regenerate = useRegenerateCalendar();
  const [confirming, setConfirming] = useState(false);
  const [message, showMessage] = useTimedMessage(MESSAGE_MS);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const copy = async (url: string) => {
    setError(null);
    try {
      await navigator.clipboard.writeText(url);
      showMessage('Dirección copiada.');
    } catch {
      // no clipboard (an older browser, http): the address is selected so the person can copy it
      input.current?.select();
      setError('No se pudo copiar automáticamente: la dirección quedó seleccionada, cópiala a mano.');
    }
  };

  const onRegenerate = async () => {
    setError(null);
    try {
      await regenerate.mutateAsync();
      setConfirming(false);
      showMessage('Se generó una dirección nueva. La anterior ya no funciona: suscríbete de nuevo con esta.');
    } catch (err) {
      setConfirming(false);
      setError(apiErrorMessage(err, 'No se pudo generar una dirección nueva.'));
    }
  };

  return (
    <section className="admin-page" aria-labelledby="calendario-title">
      <header className="admin-page-header">
        <h1 className="admin-page-title" id="calendario-title">
          Calendario
        </h1>
        <p className="text-muted">
          Suscríbete a la agenda desde el calendario de tu teléfono: las asesorías confirmadas aparecen solas, con el nombre y el teléfono
          de cada persona, y las canceladas se marcan como canceladas.
        </p>
      </header>
      <div className="admin-messages" aria-live="polite">
        {message && <Alert variant="success">{message}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>

      <div className="admin-panel">
        <h2 className="admin-panel-title">Tu dirección privada</h2>
        <QueryView query={address} loading="Cargando la dirección..." errorMessage="No se pudo cargar la dirección del calendario.">
          {(url) => (
            <div className="calendar-address">
              <FormField
                id="calendario-url"
                label="Dirección del calendario"
                hint="Es personal: quien la tenga puede ver tu agenda. No la compartas."
              >
                <input ref={input} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              </FormField>
              <div className="calendar-actions">
                <button type="button" className="btn btn-primary" onClick={() => copy(url)}>
                  <Copy aria-hidden="true" size={18} />
                  Copiar dirección
                </button>
                <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
                  <RefreshCw aria-hidden="true" size={18} />
                  Generar una dirección nueva
                </button>
              </div>
            </div>
          )}
        </QueryView>
      </div>

      <div className="admin-panel calendar-howto">
        <h2 className="admin-panel-title">Cómo suscribirte</h2>
        <h3>En Google Calendar (desde un computador)</h3>
        <ol>
          <li>Copia la dirección de arriba.</li>
          <li>
            Abre <strong>calendar.google.com</strong> y, en el menú de la izquierda, junto a <strong>Otros calendarios</strong>, pulsa{' '}
            <strong>+</strong>.
          </li>
          <li>
            Elige <strong>Desde URL</strong>, pega la dirección y pulsa <strong>Añadir calendario</strong>.
          </li>
          <li>El calendario aparece también en la aplicación de Google Calendar de tu teléfono. Google lo actualiza cada pocas horas.</li>
        </ol>
        <h3>En un iPhone</h3>
        <ol>
          <li>Copia la dirección de arriba.</li>
          <li>
            Abre <strong>Ajustes → Calendario → Cuentas → Añadir cuenta → Otra → Añadir calendario suscrito</strong>.
          </li>
          <li>
            Pega la dirección en <strong>Servidor</strong>, pulsa <strong>Siguiente</strong> y luego <strong>Guardar</strong>.
          </li>
        </ol>
        <p className="text-muted">
          Si generas una dirección nueva, la anterior deja de funcionar: vuelve a suscribirte con la nueva en cada calendario.
        </p>
      </div>

      {confirming && (
        <ConfirmDialog
          open
          title="Generar una dirección nueva"
          confirmLabel="Generar"
          busyLabel="Generando..."
          busy={regenerate.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={onRegenerate}
        >
          <p>
            La dirección actual dejará de funcionar y los calendarios suscritos a ella dejarán de actualizarse. ¿Generar una dirección
            nueva?
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

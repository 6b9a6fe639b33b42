import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { WOMPI_STATUS_LABELS, formatPesos, type AdminOrder } from '@app/shared/orders';
import { AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { formatColombiaDateTime } from '../../../components/admin-kit/format';
import { Alert } from '../../../components/ui/alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { useReconcileOrder } from '../api/orders';

const RECONCILE_FAILED = 'No pudimos consultar a Wompi. Inténtalo de nuevo en unos minutos.';

/** A stored body, indented when it is JSON (it is shown as text, never as HTML). */
function pretty(cuerpo: string): string {
  try {
    return JSON.stringify(JSON.parse(cuerpo), null, 2);
  } catch {
    return cuerpo;
  }
}

/**
 * The order's online payment attempts: method, Wompi's status, transaction, amount,
 * time and the raw events and answers as Wompi sent them; "Consultar en Wompi" asks Wompi now.
 */
export function OnlinePayments({ order: o }: { order: AdminOrder }) {
  const reconcile = useReconcileOrder(o.id);
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const attempts = o.pagosEnLinea ?? [];
  if (!attempts.length) return null;

  const ask = async () => {
    setNotice(null);
    try {
      await reconcile.mutateAsync();
      setNotice({ variant: 'success', text: 'Consultamos a Wompi: el pedido muestra su respuesta.' });
    } catch (err) {
      setNotice({ variant: 'error', text: apiErrorMessage(err, RECONCILE_FAILED) });
    }
  };

  return (
    <AdminPanel title="Pagos en línea">
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <DataTable
        rows={attempts}
        rowKey={(a) => String(a.id)}
        caption={`Intentos de pago en línea del pedido ${o.referencia}`}
        columns={[
          { header: 'Referencia', className: 'nowrap', cell: (a) => a.referencia },
          { header: 'Estado', cell: (a) => WOMPI_STATUS_LABELS[a.estado] ?? a.estado },
          { header: 'Medio', cell: (a) => a.medio ?? '—' },
          { header: 'Transacción', className: 'admin-cell-break', cell: (a) => a.transaccionId ?? 'Aún sin transacción' },
          { header: 'Monto', className: 'nowrap', cell: (a) => `${formatPesos(a.montoCentavos / 100)} ${a.moneda}` },
          { header: 'Fecha', className: 'nowrap', cell: (a) => formatColombiaDateTime(a.updatedAt) },
        ]}
      />
      {attempts.map((a) =>
        a.eventos.length ? (
          <details key={a.id} className="shop-wompi-events">
            <summary>
              Eventos de {a.referencia} ({a.eventos.length})
            </summary>
            <ol>
              {a.eventos.map((e, i) => (
                <li key={i}>
                  <p className="text-small mb-0">
                    {e.origen === 'evento' ? 'Evento de Wompi' : 'Consulta a Wompi'} · {e.estado ?? '—'} · {formatColombiaDateTime(e.fecha)}
                  </p>
                  {e.alerta && (
                    <Alert variant="warning" title="Revisar">
                      <p>{e.alerta}</p>
                    </Alert>
                  )}
                  <pre className="shop-wompi-raw">{pretty(e.cuerpo)}</pre>
                </li>
              ))}
            </ol>
          </details>
        ) : null,
      )}
      <div className="btn-row">
        <button type="button" className="btn btn-outline" disabled={reconcile.isPending} onClick={() => void ask()}>
          <RefreshCw aria-hidden="true" size={18} /> {reconcile.isPending ? 'Consultando…' : 'Consultar en Wompi'}
        </button>
      </div>
    </AdminPanel>
  );
}

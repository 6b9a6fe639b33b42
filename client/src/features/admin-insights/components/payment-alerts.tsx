import { Link } from 'react-router-dom';
import { formatColombiaDateTime } from '../../../components/admin-kit/format';
import { Alert } from '../../../components/ui/alert';
import { usePaymentAlerts } from '../api/insights';

/**
 * The dashboard's alert for online payments that need a person: an amount, currency
 * or reference that matched no attempt, an approval after the order expired or was cancelled, or
 * for an order already paid. The team also gets each one by e-mail. Nothing shows while there are none.
 */
export function PaymentAlerts() {
  const alerts = usePaymentAlerts();
  const list = Array.isArray(alerts.data) ? alerts.data : [];
  if (!list.length) return null;
  return (
    <div className="admin-panel">
      <Alert variant="warning" title="Pagos en línea por revisar">
        <ul className="payment-alerts">
          {list.map((a) => (
            <li key={a.id}>
              <span className="text-small text-muted">{formatColombiaDateTime(a.fecha)}</span> {a.alerta}{' '}
              {a.pedidoId && <Link to={`pedidos/${a.pedidoId}`}>Ver el pedido {a.referencia ?? ''}</Link>}
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}

import { useState } from 'react';
import { CreditCard, RefreshCw } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, type OrderTracking, type PaymentMethod, type WompiCheckout } from '@app/shared/orders';
import { Alert } from '../../../components/ui/alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { useChangePayment } from '../api/orders';
import { WompiRedirect } from './wompi-redirect';

const CHANGE_FAILED = 'No pudimos cambiar el método de pago. Inténtalo de nuevo en unos minutos.';
const SWITCH_LABELS: Partial<Record<PaymentMethod, string>> = {
  transferencia: 'Pagar por transferencia, Nequi o llave Bre-B',
  contra_entrega: 'Pagar contra entrega',
};

/**
 * An unpaid online order's ways forward: "Intentar de nuevo" online (a new attempt,
 * then Wompi's checkout) or one of the other methods the server offers for it now
 * (`metodosDisponibles`). The server decides which; the page only offers them.
 */
export function PaymentChoices({
  token,
  pedido,
  retryLabel = 'Intentar de nuevo',
  onSwitched,
}: {
  token: string;
  pedido: OrderTracking;
  retryLabel?: string;
  /** After a switch to another method (the order now shows that method's instructions). */
  onSwitched?: () => void;
}) {
  const change = useChangePayment(token);
  const [checkout, setCheckout] = useState<WompiCheckout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const metodos = pedido.metodosDisponibles ?? [];
  if (checkout) return <WompiRedirect checkout={checkout} />;
  if (!metodos.length) return null;

  const choose = async (metodo: PaymentMethod) => {
    setError(null);
    try {
      const changed = await change.mutateAsync(metodo);
      if (changed.wompi) setCheckout(changed.wompi);
      else onSwitched?.();
    } catch (err) {
      setError(apiErrorMessage(err, CHANGE_FAILED));
    }
  };

  return (
    <div className="payment-choices">
      {error && <Alert variant="error">{error}</Alert>}
      <div className="btn-row">
        {metodos.includes('wompi') && (
          <button type="button" className="btn btn-primary" disabled={change.isPending} onClick={() => void choose('wompi')}>
            <CreditCard aria-hidden="true" size={18} /> {retryLabel}
          </button>
        )}
        {metodos
          .filter((m) => m !== 'wompi')
          .map((m) => (
            <button key={m} type="button" className="btn btn-outline" disabled={change.isPending} onClick={() => void choose(m)}>
              <RefreshCw aria-hidden="true" size={18} /> {SWITCH_LABELS[m] ?? PAYMENT_METHOD_LABELS[m]}
            </button>
          ))}
      </div>
      <p role="status" className="visually-hidden">
        {change.isPending ? 'Un momento…' : ''}
      </p>
    </div>
  );
}

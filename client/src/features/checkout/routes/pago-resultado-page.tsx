import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CheckCircle2, Clock, RefreshCw, XCircle } from 'lucide-react';
import { ORDER_MESSAGES, type OnlinePaymentResult } from '@app/shared/orders';
import { Alert } from '../../../components/ui/alert';
import { Pesos } from '../../../components/ui/pesos';
import { PageSpinner } from '../../../components/ui/spinner';
import { apiFailure } from '../../../lib/api-error';
import { useNoIndex } from '../../../lib/use-no-index';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePaymentResult } from '../api/orders';
import { PaymentChoices } from '../components/payment-choices';
import '../checkout.css';

const LOAD_FAILED = 'No pudimos consultar tu pago. Revisa tu conexión e inténtalo de nuevo.';

function Outcome({ token, result }: { token: string; result: OnlinePaymentResult }) {
  const { estado, pedido } = result;
  const navigate = useNavigate();
  const pedidoLink = `/pedido/${encodeURIComponent(token)}`;
  if (estado === 'APPROVED' || pedido.estado === 'pagado') {
    return (
      <div className="pago-resultado pago-aprobado">
        <CheckCircle2 aria-hidden="true" size={44} className="pago-icon" />
        <h1>{ORDER_MESSAGES.pagoRecibido}</h1>
        <p role="status">
          Wompi confirmó el pago de <Pesos value={pedido.total} /> de tu pedido <strong className="nowrap">{pedido.referencia}</strong>. Te
          enviamos la confirmación a tu correo.
        </p>
        <Link to={pedidoLink} className="btn btn-primary">
          Ver mi pedido
        </Link>
      </div>
    );
  }
  if (estado === 'PENDING') {
    return (
      <div className="pago-resultado pago-pendiente">
        <Clock aria-hidden="true" size={44} className="pago-icon" />
        <h1>{ORDER_MESSAGES.pagoPendiente}</h1>
        <p role="status">
          Tu pedido <strong className="nowrap">{pedido.referencia}</strong> queda apartado mientras tanto. Esta página se actualiza sola;
          también te escribiremos en cuanto el banco responda.
        </p>
        <Link to={pedidoLink} className="btn btn-outline">
          Ver mi pedido
        </Link>
      </div>
    );
  }
  return (
    <div className="pago-resultado pago-rechazado">
      <XCircle aria-hidden="true" size={44} className="pago-icon" />
      <h1>{ORDER_MESSAGES.pagoRechazado}</h1>
      {pedido.estado === 'pendiente_pago' ? (
        <>
          <p role="status">
            No se cobró nada. Puedes intentarlo de nuevo o pagar tu pedido <strong className="nowrap">{pedido.referencia}</strong> de otra
            forma.
          </p>
          <PaymentChoices token={token} pedido={pedido} onSwitched={() => navigate(pedidoLink)} />
        </>
      ) : (
        <p role="status">Este pedido ya no admite un nuevo intento de pago.</p>
      )}
      <Link to={pedidoLink} className="btn btn-ghost">
        Ver mi pedido
      </Link>
    </div>
  );
}

/**
 * /pedido/:token/resultado?id=<transacción>: where Wompi sends the buyer back. The
 * `id` in the address proves nothing: the page asks our server, which asks Wompi, and shows that
 * answer (asking again on its own while the bank has not decided).
 */
export default function PagoResultadoPage() {
  usePageMeta('Resultado del pago');
  useNoIndex();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const result = usePaymentResult(token, id);
  const failure = result.isError ? apiFailure(result.error) : null;
  return (
    <section className="section">
      <div className="container">
        <div className="pedido card">
          {!id ? (
            <>
              <h1>Resultado del pago</h1>
              <Alert variant="info">No recibimos la respuesta de Wompi en esta dirección. Revisa el estado de tu pago en tu pedido.</Alert>
              <Link to={`/pedido/${encodeURIComponent(token)}`} className="btn btn-primary">
                Ver mi pedido
              </Link>
            </>
          ) : result.data ? (
            <Outcome token={token} result={result.data} />
          ) : failure ? (
            <>
              <h1>Resultado del pago</h1>
              <Alert variant="error">{failure.kind === 'response' && failure.message ? failure.message : LOAD_FAILED}</Alert>
              <div className="btn-row">
                {!(failure.kind === 'response' && failure.status === 404) && (
                  <button type="button" className="btn btn-primary" onClick={() => void result.refetch()}>
                    <RefreshCw aria-hidden="true" size={18} /> Consultar de nuevo
                  </button>
                )}
                <Link to={`/pedido/${encodeURIComponent(token)}`} className="btn btn-outline">
                  Ver mi pedido
                </Link>
              </div>
            </>
          ) : (
            <PageSpinner label="Consultando tu pago con Wompi..." />
          )}
        </div>
      </div>
    </section>
  );
}

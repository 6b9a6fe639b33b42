import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { CircleCheck, MessageCircle, PackageX, RefreshCw, Truck } from 'lucide-react';
import {
  ORDER_MESSAGES,
  ORDER_STATE_LABELS,
  PAYMENT_METHOD_LABELS,
  formatPesos,
  type OrderState,
  type OrderTracking,
} from '@app/shared/orders';
import { Alert, FocusedAlert, type AlertMessage } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { apiErrorMessage, apiFailure } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useCancelOrder, useConfirmOrder, useOrderTracking } from '../api/orders';
import { OrderLines } from '../components/order-lines';
import { PaymentChoices } from '../components/payment-choices';
import { SellerIdentity } from '../components/seller-identity';
import { KeepHyphenated, Pesos } from '../../../components/ui/pesos';
import { formatColombiaShortWhen, formatColombiaWhen } from '@app/shared/format';
import { phoneLabel, whatsappLink } from '../lib/format';
import { useNoIndex } from '../../../lib/use-no-index';
import '../checkout.css';

const LOAD_FAILED = 'No pudimos cargar tu pedido. Revisa tu conexión e inténtalo de nuevo.';
const CANCEL_FAILED = 'No pudimos cancelar el pedido. Inténtalo de nuevo en unos minutos.';
const CONFIRM_FAILED = 'No pudimos confirmar el pedido. Inténtalo de nuevo en unos minutos.';
const ORDER_CONFIRMED = 'Confirmaste tu pedido. Te avisaremos cuando salga.';

function WhatsAppButton({
  pedido,
  text,
  label,
  primary = false,
}: {
  pedido: OrderTracking;
  text: string;
  label: string;
  primary?: boolean;
}) {
  return (
    // no referrer: the chat site must not learn this page's address (its token opens the order)
    <a
      className={primary ? 'btn btn-primary' : 'btn btn-outline'}
      href={whatsappLink(pedido.whatsapp, text)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <MessageCircle aria-hidden="true" size={18} /> {label}
    </a>
  );
}

/** An unpaid online order: the last attempt's news, and paying again or otherwise. */
function OnlinePayment({ token, pedido }: { token: string; pedido: OrderTracking }) {
  const last = pedido.pagoEnLinea?.estado;
  const inCourse = last === 'PENDING' && !pedido.metodosDisponibles?.length;
  const failed = last === 'DECLINED' || last === 'VOIDED' || last === 'ERROR';
  return (
    <section className="pedido-next pedido-pay" aria-labelledby="pedido-pagar-title">
      <h2 id="pedido-pagar-title">Pago en línea</h2>
      <p role="status">
        {inCourse
          ? `${ORDER_MESSAGES.pagoPendiente}. Te escribiremos en cuanto responda.`
          : failed
            ? `${ORDER_MESSAGES.pagoRechazado} No se cobró nada.`
            : 'Aún no recibimos tu pago en línea.'}
      </p>
      {pedido.venceEn && (
        <p className="field-hint">
          Tus productos quedan apartados hasta el {formatColombiaWhen(pedido.venceEn)}; después el pedido se cancela y vuelven a la tienda.
        </p>
      )}
      <PaymentChoices token={token} pedido={pedido} retryLabel={failed ? 'Intentar de nuevo' : 'Pagar en línea'} />
    </section>
  );
}

/** What the buyer does next, by state and payment method. */
function NextStep({ token, pedido }: { token: string; pedido: OrderTracking }) {
  const total = formatPesos(pedido.total);
  const { estado, metodoPago, referencia } = pedido;
  if (estado === 'pendiente_pago' && metodoPago === 'wompi') return <OnlinePayment token={token} pedido={pedido} />;
  if (estado === 'pendiente_pago' && metodoPago === 'transferencia') {
    return (
      <section className="pedido-next pedido-pay" aria-labelledby="pedido-pagar-title">
        <h2 id="pedido-pagar-title">Cómo pagar tu pedido</h2>
        <p>
          Transfiere{' '}
          <strong>
            exactamente <Pesos value={pedido.total} />
          </strong>{' '}
          y escribe la referencia <strong className="nowrap">{referencia}</strong> en la descripción o el mensaje del pago.
        </p>
        <dl className="pedido-pay-facts">
          <div>
            <dt>Valor a pagar</dt>
            <dd className="pedido-amount">{total}</dd>
          </div>
          <div>
            <dt>Referencia</dt>
            <dd className="pedido-reference">{referencia}</dd>
          </div>
          {pedido.venceEn && (
            <div>
              <dt>Paga antes del</dt>
              <dd>{formatColombiaWhen(pedido.venceEn)}</dd>
            </div>
          )}
        </dl>
        {pedido.instruccionesPago && (
          <div className="pedido-instructions">
            <h3>Datos para pagar</h3>
            <p>{pedido.instruccionesPago}</p>
          </div>
        )}
        <p>Cuando hayas pagado, envíanos el comprobante; confirmaremos el pago y te avisaremos por correo.</p>
        <WhatsAppButton
          pedido={pedido}
          primary
          label="Enviar comprobante por WhatsApp"
          text={`Hola, adjunto el comprobante de pago del pedido ${referencia} por ${total}.`}
        />
        {pedido.venceEn && (
          <p className="field-hint">
            Si no recibimos el pago antes de esa hora, el pedido se cancela automáticamente y los productos vuelven a la tienda.
          </p>
        )}
      </section>
    );
  }
  const next: Partial<Record<OrderState, string>> = {
    pendiente_pago:
      metodoPago === 'contra_entrega'
        ? `Recibimos tu pedido. Ten listos ${total} en efectivo para pagar cuando lo recibas.`
        : 'Estamos esperando la confirmación de tu pago.',
    pagado: 'Recibimos tu pago. Pronto empezaremos a preparar tu pedido.',
    en_preparacion: 'Estamos preparando tu pedido. Te avisaremos por correo cuando salga.',
    enviado:
      metodoPago === 'contra_entrega'
        ? `Tu pedido va en camino. Ten listos ${total} en efectivo para pagar al recibirlo.`
        : 'Tu pedido va en camino.',
    entregado: '¡Tu pedido fue entregado! Gracias por tu compra.',
    cancelado: 'Este pedido fue cancelado.',
    expirado: 'Este pedido venció porque no recibimos el pago a tiempo. Los productos volvieron a la tienda.',
  };
  if (pedido.entrega.tipo === 'recoger' && (estado === 'pagado' || estado === 'en_preparacion')) {
    next[estado] = `${next[estado]} Lo recoges en: ${pedido.direccionRecogida ?? 'la dirección de la tienda'}.`;
  }
  const ended = estado === 'cancelado' || estado === 'expirado';
  return (
    <section className={ended ? 'pedido-next pedido-ended' : 'pedido-next'} aria-labelledby="pedido-siguiente-title">
      <h2 id="pedido-siguiente-title">{ended ? 'Pedido cerrado' : 'Qué sigue'}</h2>
      <p>{next[estado]}</p>
      {estado === 'enviado' && pedido.entrega.transportadora && (
        <dl className="pedido-pay-facts">
          <div>
            <dt>Transportadora</dt>
            <dd>{pedido.entrega.transportadora}</dd>
          </div>
          {pedido.entrega.guia && (
            <div>
              <dt>Número de guía</dt>
              <dd className="pedido-reference">{pedido.entrega.guia}</dd>
            </div>
          )}
        </dl>
      )}
      {estado === 'entregado' && (
        <p className="field-hint">
          Tienes 5 días hábiles desde la entrega para ejercer el derecho de retracto, salvo sus excepciones. Lee los{' '}
          <Link to="/terminos#retracto">términos de venta</Link>.
        </p>
      )}
      {ended && (
        <Link to="/tienda" className="btn btn-outline">
          Volver a la tienda
        </Link>
      )}
    </section>
  );
}

function Delivery({ pedido }: { pedido: OrderTracking }) {
  const e = pedido.entrega;
  return (
    <section className="pedido-block" aria-labelledby="pedido-entrega-title">
      <h2 id="pedido-entrega-title">Entrega</h2>
      {e.tipo === 'recoger' ? (
        <p>
          <strong>Recoger en:</strong> {pedido.direccionRecogida}
        </p>
      ) : (
        <address className="pedido-address">
          {e.direccion}
          {e.barrio && <>, barrio {e.barrio}</>}
          <br />
          {[e.municipioNombre, e.departamentoNombre].filter(Boolean).join(', ')}
          {e.indicaciones && (
            <>
              <br />
              <span className="text-muted">Indicaciones: {e.indicaciones}</span>
            </>
          )}
        </address>
      )}
      {e.transportadora && (
        <p className="pedido-shipping">
          <Truck aria-hidden="true" size={18} /> {e.transportadora}
          {e.guia && <> · guía {e.guia}</>}
        </p>
      )}
      <p>
        <strong>A nombre de:</strong> {`${pedido.comprador.nombres} ${pedido.comprador.apellidos}`.trim()} ·{' '}
        <span className="pesos">{phoneLabel(pedido.comprador.telefono)}</span> ·{' '}
        <span className="pedido-email">{pedido.comprador.email}</span>
      </p>
    </section>
  );
}

function Timeline({ pedido }: { pedido: OrderTracking }) {
  return (
    <section className="pedido-block" aria-labelledby="pedido-historial-title">
      <h2 id="pedido-historial-title">Historial</h2>
      <p className="field-hint">Fechas y horas de Colombia.</p>
      <ol className="pedido-timeline">
        {pedido.historial.map((ev, i) => (
          <li key={`${ev.estado}-${ev.fecha}-${i}`} className={`pedido-timeline-item is-${ev.estado}`}>
            <span className="pedido-timeline-state">{ORDER_STATE_LABELS[ev.estado] ?? ev.estado}</span>
            <time dateTime={ev.fecha}>{formatColombiaShortWhen(ev.fecha)}</time>
            {ev.nota && <p className="pedido-timeline-note">{ev.nota}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

interface OrderActionProps {
  token: string;
  pedido: OrderTracking;
  onDone: (result: AlertMessage) => void;
}

/**
 * An unpaid cash-on-delivery order nobody has confirmed: unconfirmed, it expires and its units go
 * back to the shop, so the order e-mail's "Confirmar mi pedido" leads the buyer here.
 */
function ConfirmOrder({ token, pedido, onDone }: OrderActionProps) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useConfirmOrder(token);
  const confirm = () => {
    setError(null);
    mutation.mutate(undefined, {
      onSuccess: () => onDone({ variant: 'success', text: ORDER_CONFIRMED }),
      onError: (err) => {
        const failure = apiFailure(err);
        // refused (expired or cancelled meanwhile): the order is read again, the box goes and the page says why
        if (failure.kind === 'response' && failure.status < 500 && failure.status !== 429) {
          onDone({ variant: 'error', text: failure.message ?? ORDER_MESSAGES.cannotConfirm });
        } else setError(apiErrorMessage(err, CONFIRM_FAILED));
      },
    });
  };
  return (
    <section className="pedido-next pedido-pay" aria-labelledby="pedido-confirmar-title">
      <h2 id="pedido-confirmar-title">Confirma tu pedido</h2>
      <p>
        {pedido.venceEn ? (
          <>
            Confírmalo antes del <strong>{formatColombiaWhen(pedido.venceEn)}</strong>.
          </>
        ) : (
          'Confírmalo para que lo preparemos.'
        )}{' '}
        Si no lo confirmas, el pedido se cancela y los productos vuelven a la tienda.
      </p>
      {error && <Alert variant="error">{error}</Alert>}
      <button type="button" className="btn btn-primary" disabled={mutation.isPending} onClick={confirm}>
        <CircleCheck aria-hidden="true" size={18} /> {mutation.isPending ? 'Confirmando...' : 'Confirmar pedido'}
      </button>
    </section>
  );
}

function CancelOrder({ token, pedido, onDone }: OrderActionProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useCancelOrder(token);
  const confirm = () => {
    setError(null);
    mutation.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        onDone({ variant: 'success', text: ORDER_MESSAGES.orderCancelled });
      },
      onError: (err) => {
        const failure = apiFailure(err);
        // refused (paid, expired or cancelled meanwhile): the order is read again and the page says why
        if (failure.kind === 'response' && failure.status < 500 && failure.status !== 429) {
          setOpen(false);
          onDone({ variant: 'error', text: failure.message ?? ORDER_MESSAGES.cannotCancel });
        } else setError(apiErrorMessage(err, CANCEL_FAILED));
      },
    });
  };
  return (
    <section className="pedido-block" aria-labelledby="pedido-cancelar-title">
      <h2 id="pedido-cancelar-title">¿Cambiaste de opinión?</h2>
      <p>Puedes cancelar el pedido mientras no lo hayas pagado.</p>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        <PackageX aria-hidden="true" size={18} /> Cancelar pedido
      </button>
      <ConfirmDialog
        open={open}
        title="¿Cancelar tu pedido?"
        confirmLabel="Sí, cancelar pedido"
        busyLabel="Cancelando..."
        cancelLabel="No, mantenerlo"
        busy={mutation.isPending}
        error={error}
        onConfirm={confirm}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p>
          Cancelaremos el pedido <strong className="nowrap">{pedido.referencia}</strong> por <Pesos value={pedido.total} /> y sus productos
          volverán a la tienda. Esta acción no se puede deshacer.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function Pedido({ token, pedido, placed }: { token: string; pedido: OrderTracking; placed: boolean }) {
  const [result, setResult] = useState<AlertMessage | null>(
    placed
      ? {
          variant: 'success',
          text: (
            <>
              ¡Gracias! Recibimos tu pedido <span className="nowrap">{pedido.referencia}</span>. Te enviamos este resumen a tu correo.
            </>
          ),
        }
      : null,
  );
  const estadoClass = `badge pedido-estado pedido-estado-${pedido.estado}`;
  return (
    <>
      <FocusedAlert message={result} className="pedido-result" />
      <dl className="pedido-summary">
        <div>
          <dt>Referencia</dt>
          <dd className="pedido-reference">{pedido.referencia}</dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>
            <span className={estadoClass}>{ORDER_STATE_LABELS[pedido.estado] ?? pedido.estado}</span>
            {pedido.confirmadoAt && (
              <div className="text-muted text-small">
                Confirmado el <time dateTime={pedido.confirmadoAt}>{formatColombiaShortWhen(pedido.confirmadoAt)}</time>
              </div>
            )}
          </dd>
        </div>
        <div>
          <dt>Fecha del pedido</dt>
          <dd>
            <time dateTime={pedido.createdAt}>{formatColombiaShortWhen(pedido.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Pago</dt>
          <dd>
            <KeepHyphenated text={PAYMENT_METHOD_LABELS[pedido.metodoPago] ?? pedido.metodoPago} />
          </dd>
        </div>
      </dl>

      {pedido.puedeConfirmar && <ConfirmOrder token={token} pedido={pedido} onDone={setResult} />}
      <NextStep token={token} pedido={pedido} />

      <section className="pedido-block" aria-labelledby="pedido-productos-title">
        <h2 id="pedido-productos-title">Productos</h2>
        <OrderLines
          lines={pedido.lineas.map((l, i) => ({ key: l.productoId ?? `linea-${i}`, ...l }))}
          subtotal={pedido.subtotal}
          envio={pedido.envio}
          total={pedido.total}
        />
      </section>

      <Delivery pedido={pedido} />
      <Timeline pedido={pedido} />

      {pedido.puedeCancelar && <CancelOrder token={token} pedido={pedido} onDone={setResult} />}

      <section className="pedido-block" aria-labelledby="pedido-ayuda-title">
        <h2 id="pedido-ayuda-title">¿Necesitas ayuda?</h2>
        <p>Escríbenos indicando la referencia de tu pedido.</p>
        <WhatsAppButton
          pedido={pedido}
          label="Escríbenos por WhatsApp"
          text={`Hola, tengo una pregunta sobre mi pedido ${pedido.referencia}.`}
        />
        <h3 className="pedido-seller-title">Quién te vende</h3>
        <SellerIdentity vendedor={pedido.vendedor} />
        <p className="field-hint">
          Consulta los <Link to="/terminos">términos y condiciones de venta</Link>: derecho de retracto, garantía y cómo presentar una
          queja.
        </p>
      </section>
    </>
  );
}

function PedidoError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = apiFailure(error);
  const notFound = failure.kind === 'response' && failure.status === 404;
  return (
    <div className="pedido-error">
      <Alert variant="error">{notFound ? ORDER_MESSAGES.orderNotFound : LOAD_FAILED}</Alert>
      {notFound && (
        <p>
          Revisa que el enlace esté completo: lo encuentras en el correo que te enviamos al hacer el pedido. Si el problema sigue,
          escríbenos con la referencia de tu pedido.
        </p>
      )}
      <div className="btn-row">
        {!notFound && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            <RefreshCw aria-hidden="true" size={18} /> Intentar de nuevo
          </button>
        )}
        <Link to="/tienda" className="btn btn-outline">
          Ir a la tienda
        </Link>
        <Link to="/contacto" className="btn btn-ghost">
          Contacto
        </Link>
      </div>
    </div>
  );
}

/**
 * /pedido/:token ("Mi pedido"): the buyer's own page, opened after the checkout and from
 * the order e-mails. Its token is the only key to the order: the page asks nothing of a third
 * party (no outside images or scripts) and its one outside link, WhatsApp, goes without a referrer.
 */
export default function PedidoPage() {
  usePageMeta('Mi pedido');
  useNoIndex();
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The thanks of the checkout's arrival, said once: the history entry forgets it, so a reload days later does not thank again.
  const [placed] = useState(() => (location.state as { nuevo?: boolean } | null)?.nuevo === true);
  const forgotten = useRef(false);
  useEffect(() => {
    if (!placed || forgotten.current) return;
    forgotten.current = true;
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true, state: null });
  }, [placed, navigate, location.pathname, location.hash]);
  const pedido = useOrderTracking(token);
  return (
    <section className="section">
      <div className="container">
        <div className="pedido card">
          <h1>Mi pedido</h1>
          {pedido.data ? (
            // a failed refresh keeps what was shown
            <Pedido token={token} pedido={pedido.data} placed={placed} />
          ) : pedido.isError ? (
            <PedidoError error={pedido.error} onRetry={() => void pedido.refetch()} />
          ) : (
            <PageSpinner label="Cargando tu pedido..." />
          )}
        </div>
      </div>
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Ban, CircleCheck, ClipboardCheck, PackageCheck, PackageOpen, Truck } from 'lucide-react';
import {
  DELIVERY_TYPE_LABELS,
  DOCUMENT_TYPES,
  ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  formatPesos,
  type AdminOrder,
  type AdminOrderMove,
  type OrderMove,
} from '@app/shared/orders';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { formatColombiaDateTime } from '../../../components/admin-kit/format';
import { Alert } from '../../../components/ui/alert';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useConfirmOrder, useMoveOrder, useOrder } from '../api/orders';
import { OnlinePayments } from '../components/online-payments';
import { OrderCancelDialog, OrderMoveDialog } from '../components/order-move-dialogs';
import { OrderStateBadge } from '../components/order-state-badge';
import { MOVE_LABELS } from '../lib/order-moves';
import { PEDIDOS_PATH } from '../lib/paths';
import '../admin-shop.css';

const MOVE_ICONS = { pagado: CircleCheck, en_preparacion: PackageOpen, enviado: Truck, entregado: PackageCheck, cancelado: Ban };

const CONFIRM_FAILED = 'No se pudo confirmar el pedido. Inténtalo de nuevo.';

const documentLabel = (tipo: string) => DOCUMENT_TYPES.find((d) => d.value === tipo)?.label ?? tipo;

/** A list of "label: value" lines; a value that is absent is not shown. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="shop-facts">
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** One order: everything the buyer gave, the lines and totals, the timeline and the moves its state allows. */
export default function PedidoPage() {
  const id = Number(useParams().id);
  const order = useOrder(id);
  usePageMeta(order.data ? `Pedido ${order.data.referencia}` : 'Pedido');
  const [success, showSuccess] = useTimedMessage(5000);

  return (
    <AdminPage
      id="pedido"
      title={order.data ? `Pedido ${order.data.referencia}` : 'Pedido'}
      intro={order.data ? `Recibido el ${formatColombiaDateTime(order.data.createdAt)} (hora de Colombia).` : undefined}
      action={
        <Link to={PEDIDOS_PATH} className="btn btn-ghost">
          <ArrowLeft aria-hidden="true" size={18} />
          Volver a pedidos
        </Link>
      }
      messages={[{ variant: 'success', text: success }]}
    >
      <QueryView query={order} loading="Cargando pedido..." errorMessage="No se pudo cargar el pedido.">
        {(o) => <OrderDetail order={o} onMoved={showSuccess} />}
      </QueryView>
    </AdminPage>
  );
}

function OrderDetail({ order: o, onMoved }: { order: AdminOrder; onMoved: (message: string) => void }) {
  const [moving, setMoving] = useState<AdminOrderMove | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const move = useMoveOrder(o.id);
  const confirmOrder = useConfirmOrder(o.id);
  const moves = o.movimientos ?? [];

  const onMove = async (payload: OrderMove) => {
    await move.mutateAsync(payload);
    setMoving(null);
    onMoved(ORDER_MESSAGES.orderMoved);
  };

  const onConfirm = async () => {
    setConfirmError(null);
    try {
      await confirmOrder.mutateAsync();
      onMoved('Pedido confirmado: sus unidades quedan apartadas.');
    } catch (err) {
      setConfirmError(apiErrorMessage(err, CONFIRM_FAILED));
    }
  };

  const d = o.entrega;
  return (
    <>
      <AdminPanel title="Estado" className="shop-order-state">
        <div className="shop-order-estado">
          <OrderStateBadge estado={o.estado} />
          {o.venceEn && o.estado === 'pendiente_pago' && !o.puedeConfirmar && (
            <span className="text-muted text-small">Vence el {formatColombiaDateTime(o.venceEn)} si no se paga antes.</span>
          )}
          {o.confirmadoAt && <span className="text-muted text-small">Confirmado el {formatColombiaDateTime(o.confirmadoAt)}</span>}
        </div>
        {o.puedeConfirmar && (
          <p className="mb-0">
            El cliente no ha confirmado este pedido contra entrega
            {o.venceEn ? `; si nadie lo confirma, vence el ${formatColombiaDateTime(o.venceEn)} y sus unidades vuelven a la tienda.` : '.'}
          </p>
        )}
        {confirmError && <Alert variant="error">{confirmError}</Alert>}
        {o.anonimizado && (
          <Alert variant="info" title="Datos del comprador eliminados">
            <p>
              Se borraron por una solicitud de la persona o por el plazo de conservación; el pedido guarda sus productos, valores y fechas.
            </p>
          </Alert>
        )}
        {o.pagoTardio && (
          <Alert variant="warning" title={ORDER_MESSAGES.pagoTardio}>
            <p>
              Wompi aprobó el pago cuando el pedido ya había vencido o estaba cancelado.{' '}
              {o.reembolsoPendiente ? 'No había unidades para atenderlo: hay que reembolsarlo.' : 'El pedido volvió a tomar sus unidades.'}
            </p>
          </Alert>
        )}
        {o.reembolsoPendiente && (
          <Alert variant="warning" title="Reembolso pendiente">
            <p>
              Este pedido se pagó y luego se canceló: hay que devolverle {formatPesos(o.total)} al cliente (Ley 1480 de 2011, reversión del
              pago o derecho de retracto).
            </p>
          </Alert>
        )}
        {o.motivoCancelacion && <Facts items={[['Motivo de la cancelación', o.motivoCancelacion]]} />}
        {moves.length > 0 || o.puedeConfirmar ? (
          <div className="shop-order-moves" role="group" aria-label="Cambiar el estado del pedido">
            {o.puedeConfirmar && (
              <button type="button" className="btn btn-primary" disabled={confirmOrder.isPending} onClick={() => void onConfirm()}>
                <ClipboardCheck aria-hidden="true" size={18} />
                {confirmOrder.isPending ? 'Confirmando…' : 'Confirmar pedido'}
              </button>
            )}
            {moves.map((m) => {
              const Icon = MOVE_ICONS[m];
              // the order's next step gets the one primary button: confirming it, while it waits for that
              const primary = m === moves[0] && !o.puedeConfirmar;
              return (
                <button
                  key={m}
                  type="button"
                  className={`btn ${m === 'cancelado' ? 'btn-danger' : primary ? 'btn-primary' : 'btn-outline'}`}
                  onClick={() => setMoving(m)}
                >
                  <Icon aria-hidden="true" size={18} />
                  {MOVE_LABELS[m]}
                </button>
              );
            })}
          </div>
        ) : (
          <p className="text-muted mb-0">Este pedido ya no admite cambios de estado.</p>
        )}
      </AdminPanel>

      <AdminPanel title="Productos">
        <DataTable
          rows={o.lineas}
          rowKey={(l, i) => `${l.productoId ?? 'x'}-${i}`}
          caption={`Productos del pedido ${o.referencia}`}
          columns={[
            { header: 'Producto', className: 'admin-cell-break', cell: (l) => l.nombre },
            { header: 'Precio', className: 'nowrap', cell: (l) => formatPesos(l.precio) },
            { header: 'Cantidad', cell: (l) => l.cantidad },
            { header: 'Subtotal', className: 'nowrap', cell: (l) => formatPesos(l.subtotal) },
          ]}
        />
        <dl className="shop-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatPesos(o.subtotal)}</dd>
          </div>
          <div>
            <dt>Envío</dt>
            <dd>{o.envio === 0 ? 'Gratis' : formatPesos(o.envio)}</dd>
          </div>
          <div className="shop-totals-total">
            <dt>Total</dt>
            <dd>{formatPesos(o.total)}</dd>
          </div>
        </dl>
      </AdminPanel>

      <div className="shop-order-grid">
        <AdminPanel title="Comprador">
          <Facts
            items={[
              ['Nombre', `${o.comprador.nombres} ${o.comprador.apellidos}`],
              ['Documento', `${documentLabel(o.tipoDocumento)} ${o.numeroDocumento}`],
              ['Correo', <a href={`mailto:${o.comprador.email}`}>{o.comprador.email}</a>],
              ['Celular', <a href={`tel:${o.comprador.telefono}`}>{o.comprador.telefono}</a>],
            ]}
          />
        </AdminPanel>
        <AdminPanel title="Entrega">
          <Facts
            items={[
              ['Forma', DELIVERY_TYPE_LABELS[d.tipo]],
              ...(d.tipo === 'domicilio'
                ? ([
                    ['Dirección', d.direccion],
                    ['Barrio', d.barrio],
                    [
                      'Municipio',
                      d.municipioNombre && d.departamentoNombre ? `${d.municipioNombre} (${d.departamentoNombre})` : d.municipio,
                    ],
                    ['Indicaciones', d.indicaciones],
                  ] as [string, ReactNode][])
                : ([['Recoge en', o.direccionRecogida]] as [string, ReactNode][])),
              ['Transportadora', d.transportadora],
              ['Número de guía', d.guia],
            ]}
          />
        </AdminPanel>
        <AdminPanel title="Pago">
          <Facts
            items={[
              ['Método', PAYMENT_METHOD_LABELS[o.metodoPago]],
              ['Total a pagar', formatPesos(o.total)],
              [
                'Pagado',
                o.pagadoAt
                  ? `Sí, el ${formatColombiaDateTime(o.pagadoAt)}`
                  : o.metodoPago === 'contra_entrega'
                    ? 'Al recibir el pedido'
                    : 'Aún no',
              ],
            ]}
          />
        </AdminPanel>
      </div>

      <OnlinePayments order={o} />

      <AdminPanel title="Historial">
        <ol className="shop-timeline">
          {o.historial.map((e, i) => (
            <li key={`${e.estado}-${i}`}>
              <OrderStateBadge estado={e.estado} />
              <span className="text-muted text-small">{formatColombiaDateTime(e.fecha)}</span>
              {e.nota && <p>{e.nota}</p>}
            </li>
          ))}
        </ol>
      </AdminPanel>

      {moving && moving !== 'cancelado' && (
        <OrderMoveDialog key={moving} order={o} move={moving} onClose={() => setMoving(null)} onMove={onMove} />
      )}
      {moving === 'cancelado' && <OrderCancelDialog order={o} onClose={() => setMoving(null)} onMove={onMove} />}
    </>
  );
}

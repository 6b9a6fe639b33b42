import { Ban } from 'lucide-react';
import {
  ORDER_LIMITS,
  formatPesos,
  orderMoveSchema,
  type AdminOrder,
  type AdminOrderMove,
  type OrderMove,
  type OrderMoveInput,
} from '@app/shared/orders';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EditDialog } from '../../../components/ui/edit-dialog';
import { FormField } from '../../../components/ui/form-field';
import { MOVE_LABELS, MOVE_TEXTS } from '../lib/order-moves';
import { useSchemaForm } from '../../../lib/use-schema-form';

interface MoveProps<M extends AdminOrderMove> {
  order: AdminOrder;
  move: M;
  onClose: () => void;
  /** Makes the move; rejects with the API error (its field errors go under the fields). */
  onMove: (payload: OrderMove) => Promise<void>;
}

/** Which order the dialog acts on (the title stays short: a reference broken at its hyphen reads badly). */
function OrderLine({ order }: { order: AdminOrder }) {
  return (
    <p className="mt-0">
      Pedido <strong className="nowrap">{order.referencia}</strong> de {order.comprador.nombres} {order.comprador.apellidos},{' '}
      <span className="nowrap">{formatPesos(order.total)}</span>.
    </p>
  );
}

function NotifyHint({ order }: { order: AdminOrder }) {
  return (
    <>
      Se envía un correo a <span className="shop-break">{order.comprador.email}</span>.
    </>
  );
}

const startValues = (estado: AdminOrderMove): OrderMoveInput => ({ estado, transportadora: '', guia: '', motivo: '', notificar: true });

/** A forward move (confirmar pago, en preparación, enviado, entregado), with "Notificar al cliente" ticked. */
export function OrderMoveDialog({ order, move, onClose, onMove }: MoveProps<Exclude<AdminOrderMove, 'cancelado'>>) {
  const {
    register,
    onSubmit: submit,
    formError: error,
    formState: { errors, isSubmitting },
  } = useSchemaForm(orderMoveSchema, onMove, {
    defaultValues: startValues(move),
    failureMessage: 'No se pudo cambiar el estado del pedido.',
  });

  return (
    <EditDialog
      open
      title={MOVE_LABELS[move]}
      onClose={onClose}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel={move === 'pagado' ? 'Confirmar pago' : `Marcar «${MOVE_LABELS[move]}»`}
      error={error}
      closeOnBackdrop={move !== 'enviado'}
    >
      <OrderLine order={order} />
      <p>{MOVE_TEXTS[move]}</p>
      {move === 'enviado' && (
        <div className="admin-form-row">
          <FormField id="mover-transportadora" label="Transportadora" required error={errors.transportadora?.message}>
            <input maxLength={ORDER_LIMITS.transportadora} {...register('transportadora')} />
          </FormField>
          <FormField id="mover-guia" label="Número de guía" required error={errors.guia?.message}>
            <input maxLength={ORDER_LIMITS.guia} autoComplete="off" {...register('guia')} />
          </FormField>
        </div>
      )}
      <FormField id="mover-notificar" label="Notificar al cliente" hint={<NotifyHint order={order} />} inline>
        <input type="checkbox" {...register('notificar')} />
      </FormField>
    </EditDialog>
  );
}

/** Cancelling: the reason is required, the units go back to stock; a paid order owes a refund. */
export function OrderCancelDialog({ order, onClose, onMove }: Omit<MoveProps<'cancelado'>, 'move'>) {
  const {
    register,
    onSubmit: submit,
    formError: error,
    formState: { errors, isSubmitting },
  } = useSchemaForm(orderMoveSchema, onMove, { defaultValues: startValues('cancelado'), failureMessage: 'No se pudo cancelar el pedido.' });
  const paid = Boolean(order.pagadoAt);

  return (
    <ConfirmDialog
      open
      title="Cancelar pedido"
      confirmLabel="Cancelar pedido"
      busyLabel="Cancelando..."
      cancelLabel="Volver"
      icon={Ban}
      busy={isSubmitting}
      error={error}
      onCancel={onClose}
      onConfirm={() => void submit()}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <OrderLine order={order} />
        <p>Las unidades del pedido vuelven al inventario. No se puede deshacer.</p>
        {paid && (
          <p className="shop-refund-note">
            Este pedido ya estaba pagado: al cancelarlo queda pendiente devolverle el dinero al cliente ({order.comprador.email}).
          </p>
        )}
        <FormField id="cancelar-motivo" label="Motivo de la cancelación" required error={errors.motivo?.message}>
          <input type="text" maxLength={ORDER_LIMITS.motivo} {...register('motivo')} />
        </FormField>
        <FormField id="cancelar-notificar" label="Notificar al cliente" hint={<NotifyHint order={order} />} inline>
          <input type="checkbox" {...register('notificar')} />
        </FormField>
      </form>
    </ConfirmDialog>
  );
}

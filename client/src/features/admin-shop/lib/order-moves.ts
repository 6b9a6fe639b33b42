import type { AdminOrderMove } from '@app/shared/orders';

// Which moves an order allows is the server's rule: the order page offers its `movimientos`.

/** The button that offers a move, and the dialog's save button. */
export const MOVE_LABELS: Record<AdminOrderMove, string> = {
  pagado: 'Confirmar pago',
  en_preparacion: 'En preparación',
  enviado: 'Enviado',
  entregado: 'Entregado',
  cancelado: 'Cancelar pedido',
};

/** What each move means, said in the dialog before it is made. */
export const MOVE_TEXTS: Record<Exclude<AdminOrderMove, 'cancelado'>, string> = {
  pagado: 'Confirma que el dinero de este pedido llegó a la cuenta de la tienda.',
  en_preparacion: 'El pedido se está alistando para entregarlo o enviarlo.',
  enviado: 'El pedido salió con la transportadora. El cliente recibe la transportadora y el número de guía.',
  entregado: 'El cliente ya recibió el pedido.',
};

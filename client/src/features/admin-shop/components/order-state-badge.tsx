import { ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from '@app/shared/orders';

/** An order's state as a labelled badge: the word carries the meaning, the colour only repeats it. */
export function OrderStateBadge({ estado }: { estado: OrderState }) {
  return <span className={`badge order-badge order-${estado}`}>{ORDER_STATE_LABELS[estado] ?? estado}</span>;
}

export function OrderStateOptions() {
  return ORDER_STATES.map((e) => (
    <option key={e} value={e}>
      {ORDER_STATE_LABELS[e]}
    </option>
  ));
}

import { formatPesos, isOfferedLine, type LineProblem, type QuoteLine } from '@app/shared/orders';

export interface SummaryLine {
  key: string | number;
  nombre: string;
  cantidad: number;
  precio: number;
  subtotal: number;
  /** Why the line cannot be bought as it is (the checkout's quote), in Spanish. */
  problema?: string | null;
}

const PROBLEMS: Record<LineProblem, (stock: number | null) => string> = {
  no_existe: () => 'Este producto ya no existe.',
  inactivo: () => 'Este producto ya no está disponible.',
  agotado: () => 'Agotado.',
  stock_insuficiente: (stock) => (stock === 1 ? 'Solo queda 1 unidad.' : `Solo quedan ${stock ?? 0} unidades.`),
};

export const lineProblemText = (problema: LineProblem | null, stock: number | null): string | null =>
  problema ? PROBLEMS[problema](stock) : null;

/** A quote's line as the summary shows it; a product the shop no longer offers has no name or price in the quote, only its quantity here. */
export function summaryLineOf(l: QuoteLine, cantidad: number): SummaryLine {
  if (!isOfferedLine(l))
    return {
      key: l.productoId,
      nombre: 'Producto no disponible',
      cantidad,
      precio: 0,
      subtotal: 0,
      problema: lineProblemText(l.problema, null),
    };
  return {
    key: l.productoId,
    nombre: l.nombre,
    cantidad: l.cantidad,
    precio: l.precio,
    subtotal: l.subtotal,
    problema: lineProblemText(l.problema, l.stock ?? null),
  };
}

interface OrderLinesProps {
  lines: readonly SummaryLine[];
  subtotal: number;
  /** null: not known until a municipality is chosen. */
  envio: number | null;
  /** What to say while the shipping is not known yet. */
  envioPending?: string;
  /** The zone that priced the shipping. */
  zona?: string | null;
  total: number;
  totalLabel?: string;
}

/** Every line, the subtotal, the shipping and the total: the checkout's summary and Mi pedido's. */
export function OrderLines({ lines, subtotal, envio, envioPending = 'Por calcular', zona, total, totalLabel = 'Total' }: OrderLinesProps) {
  return (
    <div className="order-lines">
      <ul className="order-lines-list">
        {lines.map((l) => (
          <li key={l.key} className={l.problema ? 'order-line has-problem' : 'order-line'}>
            <div className="order-line-name">
              <span>{l.nombre}</span>
              <span className="order-line-qty">
                {l.cantidad} × {formatPesos(l.precio)}
              </span>
              {l.problema && <span className="order-line-problem">{l.problema}</span>}
            </div>
            <span className="order-line-amount">{formatPesos(l.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPesos(subtotal)}</dd>
        </div>
        <div>
          <dt>
            Envío
            {zona && <span className="order-totals-zone">{zona}</span>}
          </dt>
          <dd>{envio === null ? envioPending : envio === 0 ? 'Gratis' : formatPesos(envio)}</dd>
        </div>
        <div className="order-totals-total">
          <dt>{totalLabel}</dt>
          <dd>{formatPesos(total)}</dd>
        </div>
      </dl>
    </div>
  );
}

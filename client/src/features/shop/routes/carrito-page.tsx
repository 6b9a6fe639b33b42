import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, ShoppingBag, Trash2 } from 'lucide-react';
import {
  isOfferedLine,
  type LineProblem,
  type OrderQuote,
  type QuoteLine,
  type QuoteLineUnavailable,
  type QuoteProgramme,
} from '@app/shared/orders';
import { formatPesos } from '@app/shared/shop-public';
import { retoPath } from '@app/shared/retos-public';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { CART_MAX_QUANTITY, useCart, type CartItem } from '../../../lib/cart';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useQuote } from '../../../lib/quote';
import { ProductImage } from '../components/product-image';
import { Pesos } from '../../../components/ui/pesos';
import { QuantityField } from '../components/quantity-field';
import { productPath } from '../lib/catalog';
import '../shop.css';

export const PROBLEM_TEXT: Record<LineProblem, string> = {
  no_existe: 'Este producto ya no existe en la tienda. Quítalo para continuar.',
  inactivo: 'Este producto ya no está a la venta. Quítalo para continuar.',
  agotado: 'Agotado: no quedan unidades. Quítalo para continuar.',
  stock_insuficiente: 'No quedan suficientes unidades.',
};

/**
 * Most units a line may ask for: what is left once the server said so, never above the order
 * limit. The quote tells the units left only when the cart asked for more (the shop does not show
 * its stock), so the cart remembers the last number it was told.
 */
const maxUnits = (left: number | undefined) => Math.min(CART_MAX_QUANTITY, left ?? CART_MAX_QUANTITY);

/** /carrito: the cart's lines at the server's current prices, quantities, the subtotal and the way on to the checkout. */
export default function CarritoPage() {
  usePageMeta('Carrito', 'Los productos que elegiste, con sus precios actuales.');
  const { items, retos, setQuantity, remove, removeReto } = useCart();
  const quote = useQuote({
    items: items.map(({ productoId, cantidad }) => ({ productoId, cantidad })),
    ...(retos.length ? { retos: retos.map((retoId) => ({ retoId })) } : {}),
  });
  const [adjusted, setAdjusted] = useState<string[]>([]);
  const [leftOf, setLeftOf] = useState<Record<number, number>>({});

  // A line asking for more than is left is brought down to what is left, and the buyer is told.
  useEffect(() => {
    if (!quote.data || quote.isPlaceholderData) return;
    const lowered: string[] = [];
    for (const line of quote.data.lineas) {
      const item = items.find((i) => i.productoId === line.productoId);
      // the quote tells the units left only when fewer than asked
      if (!isOfferedLine(line) || line.stock === undefined) continue;
      const left = line.stock;
      setLeftOf((known) => (known[line.productoId] === left ? known : { ...known, [line.productoId]: left }));
      if (item && line.stock > 0 && item.cantidad > line.stock) {
        setQuantity(line.productoId, line.stock);
        lowered.push(`${line.nombre}: ${line.stock === 1 ? 'queda 1 unidad' : `quedan ${line.stock} unidades`}`);
      }
    }
    if (lowered.length) setAdjusted(lowered);
  }, [quote.data, quote.isPlaceholderData, items, setQuantity]);

  return (
    <section className="section shop cart-page" aria-labelledby="carrito-titulo">
      <div className="container">
        <h1 id="carrito-titulo">Tu carrito</h1>
        {items.length === 0 && retos.length === 0 ? (
          <div className="cart-empty">
            <ShoppingBag aria-hidden="true" size={48} strokeWidth={1.5} />
            <p className="lead">Tu carrito está vacío.</p>
            <Link to="/tienda" className="btn btn-primary btn-lg">
              Ir a la tienda
            </Link>
          </div>
        ) : quote.isPending ? (
          <Spinner label="Cargando tu carrito..." showLabel />
        ) : quote.isError && !quote.data ? (
          <div className="cart-error">
            <Alert variant="error">
              {apiErrorMessage(quote.error, 'No pudimos consultar los precios de tu carrito. Intenta de nuevo en un momento.')}
            </Alert>
            <button type="button" className="btn btn-outline" onClick={() => void quote.refetch()}>
              Intentar de nuevo
            </button>
          </div>
        ) : (
          <>
            {adjusted.length > 0 && (
              <Alert variant="warning" title="Ajustamos tu carrito a las unidades disponibles">
                <ul className="cart-adjusted">
                  {adjusted.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <div className="cart-layout">
              <ul className={`cart-lines${quote.isFetching ? ' is-updating' : ''}`} aria-label="Productos en tu carrito">
                {(quote.data.programas ?? []).map((programa) => (
                  <ProgrammeLine key={`reto-${programa.retoId}`} line={programa} onRemove={() => removeReto(programa.retoId)} />
                ))}
                {cartLines(items, quote.data).map(({ item, line }) => (
                  <CartLine
                    key={item.productoId}
                    item={item}
                    line={line}
                    left={leftOf[item.productoId]}
                    onQuantity={(n) => setQuantity(item.productoId, n)}
                    onRemove={() => remove(item.productoId)}
                  />
                ))}
              </ul>
              <CartSummary quote={quote.data} updating={quote.isFetching} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** The cart's lines in the cart's order, each with the server's line (a line the quote does not know yet is left out until it does). */
function cartLines(items: readonly CartItem[], quote: OrderQuote) {
  return items.flatMap((item) => {
    const line = quote.lineas.find((l) => l.productoId === item.productoId);
    return line ? [{ item, line }] : [];
  });
}

function CartLine({
  item,
  line,
  left,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  line: QuoteLine;
  /** The units left, once the server told (the cart asked for more). */
  left: number | undefined;
  onQuantity: (n: number) => void;
  onRemove: () => void;
}) {
  if (!isOfferedLine(line)) return <UnavailableLine line={line} onRemove={onRemove} />;
  const name = line.nombre;
  const blocked = line.problema !== null && line.problema !== 'stock_insuficiente';
  const max = maxUnits(left);
  const hint =
    line.problema === null && left !== undefined && left <= 5 ? `Quedan ${left} ${left === 1 ? 'unidad' : 'unidades'}.` : undefined;
  return (
    <li className={`cart-line${line.problema ? ' has-problem' : ''}`}>
      <ProductImage image={line.imagen ? { id: line.productoId, ...line.imagen } : null} sizes="96px" className="cart-line-image" />
      <div className="cart-line-body">
        <h2 className="cart-line-title">{line.slug ? <Link to={productPath(line.slug)}>{name}</Link> : name}</h2>
        <p className="cart-line-price">
          {formatPesos(line.precio)} <span className="text-muted">c/u</span>
        </p>
        {line.problema && (
          <p className="cart-line-problem" role="note">
            {PROBLEM_TEXT[line.problema]}
          </p>
        )}
        <div className="cart-line-actions">
          {blocked ? null : (
            <QuantityField
              value={Math.min(item.cantidad, max)}
              onChange={onQuantity}
              max={max}
              label="Cantidad"
              productName={name}
              hint={hint}
            />
          )}
          <button type="button" className="btn btn-ghost btn-sm cart-remove" onClick={onRemove} aria-label={`Quitar ${name} del carrito`}>
            <Trash2 aria-hidden="true" size={18} />
            Quitar
          </button>
        </div>
      </div>
      <p className="cart-line-subtotal">
        <span className="visually-hidden">Subtotal: </span>
        {blocked ? '—' : formatPesos(line.subtotal)}
      </p>
    </li>
  );
}

/** A product the shop no longer offers: the quote says only that; the buyer removes it to go on. */
function UnavailableLine({ line, onRemove }: { line: QuoteLineUnavailable; onRemove: () => void }) {
  const name = 'Producto no disponible';
  return (
    <li className="cart-line has-problem">
      <ProductImage image={null} sizes="96px" className="cart-line-image" />
      <div className="cart-line-body">
        <h2 className="cart-line-title">{name}</h2>
        <p className="cart-line-problem" role="note">
          {PROBLEM_TEXT[line.problema]}
        </p>
        <div className="cart-line-actions">
          <button type="button" className="btn btn-ghost btn-sm cart-remove" onClick={onRemove} aria-label={`Quitar ${name} del carrito`}>
            <Trash2 aria-hidden="true" size={18} />
            Quitar
          </button>
        </div>
      </div>
      <p className="cart-line-subtotal">
        <span className="visually-hidden">Subtotal: </span>—
      </p>
    </li>
  );
}

/** A programme (reto): quantity 1, nothing to ship; it starts on the day chosen at the checkout. */
function ProgrammeLine({ line, onRemove }: { line: QuoteProgramme; onRemove: () => void }) {
  const name = line.nombre || 'Reto no disponible';
  return (
    <li className={`cart-line${line.problema ? ' has-problem' : ''}`}>
      <ProductImage image={line.imagen ? { id: line.retoId, ...line.imagen } : null} sizes="96px" className="cart-line-image" />
      <div className="cart-line-body">
        <h2 className="cart-line-title">{line.slug ? <Link to={retoPath(line.slug)}>{name}</Link> : name}</h2>
        <p className="cart-line-price text-muted">Programa de {line.dias} días · eliges la fecha de inicio al pagar</p>
        {line.problema && (
          <p className="cart-line-problem" role="note">
            Este reto ya no está disponible. Quítalo para continuar.
          </p>
        )}
        <div className="cart-line-actions">
          <button type="button" className="btn btn-ghost btn-sm cart-remove" onClick={onRemove} aria-label={`Quitar ${name} del carrito`}>
            <Trash2 aria-hidden="true" size={18} />
            Quitar
          </button>
        </div>
      </div>
      <p className="cart-line-subtotal">
        <span className="visually-hidden">Subtotal: </span>
        {line.problema ? '—' : formatPesos(line.precio)}
      </p>
    </li>
  );
}

function CartSummary({ quote, updating }: { quote: OrderQuote; updating: boolean }) {
  const freeShippingLeft = quote.envioGratisDesde !== null && quote.envio === null ? quote.envioGratisDesde - quote.subtotal : null;
  return (
    <aside className="cart-summary card" aria-labelledby="resumen-titulo" aria-busy={updating}>
      <h2 id="resumen-titulo" className="cart-summary-title">
        Resumen
      </h2>
      <dl className="cart-totals">
        <div>
          <dt>Subtotal</dt>
          <dd className="amount">{formatPesos(quote.subtotal)}</dd>
        </div>
        <div>
          <dt>Envío</dt>
          <dd className={quote.envio ? 'amount' : undefined}>
            {quote.envio === null ? 'Por calcular' : quote.envio === 0 ? 'Gratis' : formatPesos(quote.envio)}
          </dd>
        </div>
        <div className="cart-total">
          <dt>{quote.envio === null ? 'Total sin envío' : 'Total'}</dt>
          <dd className="amount">{formatPesos(quote.total)}</dd>
        </div>
      </dl>
      {quote.envio === null && (
        <p className="text-small text-muted">El envío se calcula en el siguiente paso, según el municipio de entrega.</p>
      )}
      {freeShippingLeft !== null && freeShippingLeft > 0 && quote.envioGratisDesde !== null && (
        <p className="text-small cart-free-shipping">
          Envío gratis en compras desde <Pesos value={quote.envioGratisDesde} />.
        </p>
      )}
      {quote.valido ? (
        <Link to="/checkout" className="btn btn-primary btn-lg btn-block">
          Continuar con la compra
          <ArrowRight aria-hidden="true" size={20} />
        </Link>
      ) : (
        <>
          <button type="button" className="btn btn-primary btn-lg btn-block" disabled aria-describedby="carrito-bloqueado">
            Continuar con la compra
          </button>
          <p id="carrito-bloqueado" className="text-small cart-blocked">
            {quote.problemaTotal ?? 'Quita o ajusta los productos marcados para continuar.'}
          </p>
        </>
      )}
      <Link to="/tienda" className="btn btn-ghost btn-block">
        Seguir comprando
      </Link>
    </aside>
  );
}

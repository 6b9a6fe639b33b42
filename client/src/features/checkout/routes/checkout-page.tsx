import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ShoppingBag } from 'lucide-react';
import type { OrderCreated } from '@app/shared/orders';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCart } from '../../../lib/cart';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CheckoutForm } from '../components/checkout-form';
import '../checkout.css';

/**
 * /checkout (issue #25): one page from the cart to the order. The cart's lines come from the cart
 * store; on success the cart is emptied and the buyer lands on "Mi pedido".
 */
export default function CheckoutPage() {
  usePageMeta('Finalizar compra');
  const { items, clear } = useCart();
  const navigate = useNavigate();
  // once placed, the emptied cart must not flash the empty state while "Mi pedido" loads
  const [placed, setPlaced] = useState(false);

  const onPlaced = (created: OrderCreated) => {
    setPlaced(true);
    clear();
    navigate(`/pedido/${encodeURIComponent(created.token)}`, { replace: true, state: { nuevo: true } });
  };

  return (
    <section className="section">
      <div className="container checkout">
        <h1>Finalizar compra</h1>
        {placed ? (
          <PageSpinner label="Abriendo tu pedido..." />
        ) : items.length === 0 ? (
          <div className="checkout-empty card checkout-section">
            <ShoppingBag aria-hidden="true" size={40} className="checkout-empty-icon" />
            <p className="lead">Tu carrito está vacío.</p>
            <p>Agrega productos desde la tienda para hacer tu pedido.</p>
            <Link to="/tienda" className="btn btn-primary">
              Ir a la tienda
            </Link>
          </div>
        ) : (
          <CheckoutForm items={items} onPlaced={onPlaced} />
        )}
      </div>
    </section>
  );
}

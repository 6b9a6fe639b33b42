import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ShoppingBag, UserRound } from 'lucide-react';
import type { OrderCreated, WompiCheckout } from '@app/shared/orders';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCart } from '../../../lib/cart';
import { useUserSession } from '../../../lib/session/session-provider';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CheckoutForm } from '../components/checkout-form';
import { WompiRedirect } from '../components/wompi-redirect';
import '../checkout.css';

/**
 * /checkout: one page from the cart to the order. The cart's lines come from the cart
 * store; on success the cart is emptied and the buyer lands on "Mi pedido".
 */
export default function CheckoutPage() {
  usePageMeta('Finalizar compra');
  const { items, retos, clear } = useCart();
  const { isAuthenticated, user } = useUserSession();
  const location = useLocation();
  const navigate = useNavigate();
  const accountEmail = typeof user?.email === 'string' ? user.email : null;
  // once placed, the emptied cart must not flash the empty state while "Mi pedido" loads
  const [placed, setPlaced] = useState(false);
  // an online payment: the order exists, the buyer goes on to Wompi's checkout
  const [checkout, setCheckout] = useState<WompiCheckout | null>(null);

  const onPlaced = (created: OrderCreated) => {
    setPlaced(true);
    clear();
    if (created.wompi) setCheckout(created.wompi);
    else navigate(`/pedido/${encodeURIComponent(created.token)}`, { replace: true, state: { nuevo: true } });
  };

  return (
    <section className="section">
      <div className="container checkout">
        <h1>Finalizar compra</h1>
        {checkout ? (
          <div className="card checkout-section">
            <WompiRedirect checkout={checkout} />
          </div>
        ) : placed ? (
          <PageSpinner label="Abriendo tu pedido..." />
        ) : items.length === 0 && retos.length === 0 ? (
          <div className="checkout-empty card checkout-section">
            <ShoppingBag aria-hidden="true" size={40} className="checkout-empty-icon" />
            <p className="lead">Tu carrito está vacío.</p>
            <p>Agrega productos desde la tienda para hacer tu pedido.</p>
            <Link to="/tienda" className="btn btn-primary">
              Ir a la tienda
            </Link>
          </div>
        ) : retos.length > 0 && !isAuthenticated ? (
          // A programme is followed from the person's profile: it is bought with an account (ADR 020).
          <div className="checkout-empty card checkout-section">
            <UserRound aria-hidden="true" size={40} className="checkout-empty-icon" />
            <p className="lead">Para comprar un reto inicia sesión o crea tu cuenta.</p>
            <p>Con tu cuenta sigues tu reto día a día desde tu perfil. Al entrar vuelves aquí para terminar tu compra.</p>
            <div className="checkout-account-actions">
              <Link to="/login" state={{ from: location }} className="btn btn-primary">
                Iniciar sesión
              </Link>
              <Link to="/registro-usuarios" className="btn btn-outline">
                Crear cuenta
              </Link>
            </div>
          </div>
        ) : (
          <CheckoutForm items={items} retos={retos} accountEmail={accountEmail} onPlaced={onPlaced} />
        )}
      </div>
    </section>
  );
}

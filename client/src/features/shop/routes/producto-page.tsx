import { useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { MessageCircle, ShoppingCart } from 'lucide-react';
import type { ProductDetail } from '@app/shared/shop';
import { Alert } from '../../../components/ui/alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { CART_MAX_QUANTITY, useCart } from '../../../lib/cart';
import { ServerSlot, useServerSlot } from '../../../lib/server-slot';
import { whatsappUrl } from '../../../lib/site-config';
import { usePageMeta } from '../../../lib/use-page-meta';
import { isNotFound, useProducto } from '../api/get-producto';
import { Price } from '../components/price';
import { ProductGallery } from '../components/product-gallery';
import { QuantityField } from '../components/quantity-field';
import { SUPPLEMENT_LEGEND, isSupplement } from '@app/shared/shop-public';
import { categoriaBySlug, productPath, whatsappOrderText } from '../lib/catalog';
import '../shop.css';

/** /tienda/:slug: one product. `notFound` is the site's not-found page, for an unknown or withdrawn product. */
export default function ProductoPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const query = useProducto(slug);
  const product = query.data;

  if (query.isError && isNotFound(query.error)) return notFound;
  // A former slug: the API followed the product to its current one; so does the address.
  if (product && product.slug !== slug) return <Navigate to={productPath(product.slug)} replace />;
  return (
    <article className="section product-page" aria-labelledby="producto-titulo" aria-busy={!product}>
      <div className="container">
        {product ? <ProductView product={product} /> : query.isError ? <ProductError error={query.error} /> : <ProductSkeleton />}
      </div>
    </article>
  );
}

/**
 * While the product loads: the page server's copy of it (server modules/shop/shop-page-bodies.ts)
 * in its slot (the build pre-renders the empty slot for the template); after a navigation inside
 * the app, the page's shape.
 */
function ProductSkeleton() {
  usePageMeta('Tienda');
  const serverProduct = useServerSlot('producto-ssr');
  if (serverProduct !== null) return <ServerSlot id="producto-ssr" html={serverProduct} />;
  return (
    <div className="product-layout product-skeleton">
      <div className="product-heading">
        <h1 id="producto-titulo" className="visually-hidden">
          Cargando producto
        </h1>
        <span className="skeleton-line skeleton-line-short" />
        <span className="skeleton-line skeleton-line-title" />
      </div>
      <div className="product-gallery">
        <span className="product-image gallery-main" />
      </div>
      <div className="product-info">
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line-short" />
      </div>
    </div>
  );
}

function ProductError({ error }: { error: unknown }) {
  usePageMeta('Tienda');
  return (
    <>
      <h1 id="producto-titulo">Producto</h1>
      <Alert variant="error">{apiErrorMessage(error, 'No pudimos cargar el producto. Intenta de nuevo en un momento.')}</Alert>
      <Link to="/tienda" className="btn btn-outline">
        Volver a la tienda
      </Link>
    </>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  usePageMeta(product.nombre, product.resumen);
  const { add } = useCart();
  const [cantidad, setCantidad] = useState(1);
  const [added, setAdded] = useState<{ cantidad: number } | { full: true } | null>(null);
  const categoria = categoriaBySlug(product.categoria);
  const pageUrl = `${window.location.origin}${productPath(product.slug)}`;

  const addToCart = () => {
    setAdded(add(product.id, cantidad) ? { cantidad } : { full: true });
  };

  return (
    <>
      <nav aria-label="Ruta de navegación" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/tienda">Tienda</Link>
          </li>
          {categoria && (
            <li>
              <Link to={`/tienda?categoria=${categoria.slug}`}>{categoria.nombre}</Link>
            </li>
          )}
          <li aria-current="page">{product.nombre}</li>
        </ol>
      </nav>
      <div className="product-layout">
        {/* first in reading order, and above the gallery on a phone: the page opens on its name (docs/decisions/014) */}
        <div className="product-heading">
          {categoria && <p className="eyebrow">{categoria.nombre}</p>}
          <h1 id="producto-titulo" className="product-title">
            {product.nombre}
          </h1>
          <p className="product-presentation">
            <span className="visually-hidden">Presentación: </span>
            {product.presentacion}
          </p>
        </div>
        <ProductGallery images={product.imagenes} name={product.nombre} />
        <div className="product-info">
          <Price precio={product.precio} precioAntes={product.precioAntes} large />
          <p className="product-tax-note">IVA incluido.</p>
          <p className="product-summary">{product.resumen}</p>

          {product.disponible ? (
            <div className="product-buy">
              <QuantityField
                value={cantidad}
                onChange={setCantidad}
                max={CART_MAX_QUANTITY}
                label="Cantidad"
                productName={product.nombre}
              />
              <button type="button" className="btn btn-primary btn-lg product-add" onClick={addToCart}>
                <ShoppingCart aria-hidden="true" size={20} />
                Agregar al carrito
              </button>
            </div>
          ) : (
            <p className="product-sold-out-note">
              <strong>Agotado.</strong> Escríbenos por WhatsApp y te avisamos cuando vuelva.
            </p>
          )}
          <div className="product-added" role="status">
            {added && 'full' in added && (
              <p>Tu carrito ya tiene el máximo de productos distintos de un pedido. Termina esa compra o quita alguno.</p>
            )}
            {added && 'cantidad' in added && (
              <p>
                {added.cantidad === 1 ? 'Agregaste 1 unidad al carrito.' : `Agregaste ${added.cantidad} unidades al carrito.`}{' '}
                <Link to="/carrito">Ver carrito</Link>
              </p>
            )}
          </div>
          <a
            className="btn btn-outline btn-lg product-whatsapp"
            href={whatsappUrl(whatsappOrderText(product, cantidad, pageUrl))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" size={20} />
            Pedir por WhatsApp
          </a>

          {isSupplement(product.categoria) && (
            <div className="product-legal">
              <p>{SUPPLEMENT_LEGEND}</p>
              {product.registroInvima && (
                <p>
                  Registro sanitario INVIMA <span className="nowrap">{product.registroInvima}</span>
                </p>
              )}
            </div>
          )}
        </div>
      </div>
      {product.descripcion && (
        <section className="product-description" aria-labelledby="descripcion-titulo">
          <h2 id="descripcion-titulo">Descripción</h2>
          {product.descripcion.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      )}
    </>
  );
}

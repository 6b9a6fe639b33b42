import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, CircleCheck, ShoppingCart } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Pesos } from '../../../components/ui/pesos';
import { Spinner } from '../../../components/ui/spinner';
import { useCart } from '../../../lib/cart';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ServerSlot, useServerSlot } from '../../../lib/server-slot';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';
import { legacyRetoName } from '@app/shared/retos-public';
import { isNotFound, useReto } from '../api/get-reto';
import '../retos.css';

/**
 * /reto10dias, /reto21dias, /reto90dias and /retos/:slug (spec §2): the reto the team
 * edits in the back office, its price and "Unirme al reto", which puts the programme in the cart
 * (quantity 1) to be paid at the checkout.
 */
export default function RetoPage({ slug: fixed }: { slug?: string }) {
  const params = useParams();
  const slug = fixed ?? params.slug ?? '';
  const reto = useReto(slug);
  const { retos, addReto } = useCart();
  const navigate = useNavigate();
  const [full, setFull] = useState(false);
  const ssrHtml = useServerSlot('reto-ssr');
  // The three original retos are pre-rendered (their loading state): their name and title are known before the API answers.
  const knownName = legacyRetoName(slug);
  usePageMeta(reto.data?.nombre ?? knownName ?? 'Retos', reto.data?.metaDescripcion);

  if (reto.isPending) {
    // The page server's copy of the reto (server modules/retos/reto-page.ts) until the API answers.
    if (ssrHtml !== null)
      return (
        <section className="section reto" aria-busy="true">
          <ServerSlot id="reto-ssr" html={ssrHtml} />
        </section>
      );
    return (
      <section className="section reto" aria-busy="true">
        <div className="container">
          {knownName && <p className="eyebrow">{knownName}</p>}
          <Spinner label="Cargando el reto..." showLabel />
        </div>
      </section>
    );
  }
  if (reto.isError) {
    return (
      <section className="section reto">
        <div className="container">
          <h1>{isNotFound(reto.error) ? 'Este reto no existe o ya no está disponible' : 'No pudimos cargar el reto'}</h1>
          {!isNotFound(reto.error) && (
            <button type="button" className="btn btn-outline" onClick={() => void reto.refetch()}>
              Intentar de nuevo
            </button>
          )}
          <p>
            <Link to="/retos">Ver los retos</Link>
          </p>
        </div>
      </section>
    );
  }

  const r = reto.data;
  const inCart = retos.includes(r.id);
  const join = () => {
    if (inCart || addReto(r.id)) navigate('/carrito');
    else setFull(true);
  };
  return (
    <article className="section reto" aria-labelledby="reto-titulo">
      <div className="container reto-grid">
        {r.imagen && (
          <img
            className="reto-image"
            src={mediaUrl(r.imagen.path)}
            srcSet={mediaSrcSet(r.imagen.path)}
            sizes="(min-width: 992px) 560px, 100vw"
            width={1200}
            height={800}
            alt={r.imagen.alt}
            fetchPriority="high"
            decoding="async"
          />
        )}
        <div className="reto-body">
          <p className="eyebrow">{r.nombre}</p>
          <h1 id="reto-titulo">{r.titular}</h1>
          {r.descripcion.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="reto-description">
              {paragraph}
            </p>
          ))}
          <div className="reto-buy card">
            {/* a div: a bold, larger paragraph reads to assistive tech as a heading that is not one */}
            <div className="reto-price">
              <Pesos value={r.precio} /> <span className="text-muted">· {r.dias} días</span>
            </div>
            <button type="button" className="btn btn-primary btn-lg btn-block" onClick={join}>
              <ShoppingCart aria-hidden="true" size={20} />
              {inCart ? 'Ya está en tu carrito: ver carrito' : 'Unirme al reto'}
            </button>
            <p className="text-small text-muted">Pagas en la tienda con tu cuenta y eliges el día en que empiezas.</p>
            {full && <Alert variant="warning">Tu carrito ya tiene el máximo de retos. Quita uno para agregar este.</Alert>}
          </div>
          {r.incluye.length > 0 && (
            <>
              <h2 className="reto-benefits-title">Qué incluye</h2>
              <ul className="reto-benefits">
                {r.incluye.map((item) => (
                  <li key={item}>
                    <CircleCheck aria-hidden="true" size={22} className="reto-benefit-icon" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2 className="reto-benefits-title">Beneficios</h2>
          <ul className="reto-benefits">
            {r.beneficios.map((benefit) => (
              <li key={benefit}>
                <CircleCheck aria-hidden="true" size={22} className="reto-benefit-icon" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          {r.kit.length > 0 && (
            <>
              <h2 className="reto-benefits-title">Productos del kit</h2>
              <ul className="reto-kit">
                {r.kit.map((p) => (
                  <li key={p.id}>
                    <Link to={`/tienda/${p.slug}`}>{p.nombre}</Link> · <Pesos value={p.precio} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {/* Spec §2: back to the relative path 'registro' (a sibling of this page: /registro). */}
          <Link to="/registro" className="btn btn-outline btn-lg">
            <ArrowLeft aria-hidden="true" size={20} />
            Volver al registro
          </Link>
        </div>
      </div>
    </article>
  );
}

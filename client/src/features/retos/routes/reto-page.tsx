import { Link } from 'react-router-dom';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { usePageMeta } from '../../../lib/use-page-meta';
import { RETOS, type RetoDays } from '../reto-content';
import '../retos.css';

export type { RetoDays };

/** /reto10dias, /reto21dias, /reto90dias (spec §2): image, headline, description, benefits, back button. */
export default function RetoPage({ days }: { days: RetoDays }) {
  const reto = RETOS[days];
  usePageMeta(`Reto ${days} días`, reto.metaDescription);
  return (
    <article className="section reto" aria-labelledby="reto-titulo">
      <div className="container reto-grid">
        <img
          className="reto-image"
          src={reto.image.small}
          srcSet={`${reto.image.small} 640w, ${reto.image.large} 1200w`}
          sizes="(min-width: 992px) 560px, 100vw"
          width={640}
          height={360}
          alt={reto.image.alt}
          loading="lazy"
          decoding="async"
        />
        <div className="reto-body">
          <p className="eyebrow">{reto.eyebrow}</p>
          <h1 id="reto-titulo">{reto.headline}</h1>
          {reto.description.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="reto-description">
              {paragraph}
            </p>
          ))}
          <h2 className="reto-benefits-title">Beneficios</h2>
          <ul className="reto-benefits">
            {reto.benefits.map((benefit) => (
              <li key={benefit}>
                <CircleCheck aria-hidden="true" size={22} className="reto-benefit-icon" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          {/* Spec §2: back to the relative path 'registro' (a sibling of this page: /registro). */}
          <Link to="../registro" relative="path" className="btn btn-primary btn-lg">
            <ArrowLeft aria-hidden="true" size={20} />
            Volver al registro
          </Link>
        </div>
      </div>
    </article>
  );
}

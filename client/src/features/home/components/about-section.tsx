import { Link } from 'react-router-dom';
import { Leaf, Sprout } from 'lucide-react';
import { coachName } from '../../../lib/site-config';
import aboutDetail240 from '../assets/about-detail-240.webp?no-inline';
import aboutDetail480 from '../assets/about-detail-480.webp?no-inline';
import { AboutCounter } from './about-counter';
import './about-section.css';

// The main picture is the largest element of the first screen of the pages whose layout puts the
// about section above them: it is fetched first there (React hoists a preload into the pre-rendered
// page). On the home page the hero comes first and the picture waits its turn.
export const ABOUT_MAIN_IMAGE = {
  src: '/images/about/about-main-400.webp',
  srcSet: '/images/about/about-main-400.webp 400w, /images/about/about-main-800.webp 800w',
  sizes: '(min-width: 992px) 360px, (min-width: 768px) 50vw, 78vw',
};

interface AboutSectionProps {
  /** On the home page, below the hero slider: the hero's picture is the one to fetch first. */
  belowHero?: boolean;
}

/**
 * About section (spec §2): rendered by the site layout between the header and each page that
 * markets, and by the home page below its hero (docs/decisions/014).
 */
export function AboutSection({ belowHero = false }: AboutSectionProps) {
  return (
    <section id="sobre-nosotros-sec" className="section about" aria-labelledby="sobre-nosotros-titulo">
      <div className="container about-grid">
        <div className="about-media">
          <span className="about-shape" aria-hidden="true" />
          <img
            className="about-img-main"
            src={ABOUT_MAIN_IMAGE.src}
            srcSet={ABOUT_MAIN_IMAGE.srcSet}
            sizes={ABOUT_MAIN_IMAGE.sizes}
            width={400}
            height={500}
            alt="Ilustración de hojas frescas sobre fondo verde: comida orgánica"
            {...(belowHero ? { loading: 'lazy', decoding: 'async' } : { fetchPriority: 'high' })}
          />
          <img
            className="about-img-detail"
            src={aboutDetail240}
            srcSet={`${aboutDetail240} 240w, ${aboutDetail480} 480w`}
            sizes="(min-width: 768px) 220px, 40vw"
            width={240}
            height={240}
            alt="Ilustración de hojas sobre fondo naranja"
            loading="lazy"
            decoding="async"
          />
          <AboutCounter />
        </div>
        <div className="about-content">
          <p className="eyebrow">{coachName}</p>
          <h2 id="sobre-nosotros-titulo">Comer Bien Comienza Con Comida Orgánica</h2>
          <p className="lead">
            Como distribuidora independiente de productos de nutrición, ayudo a mis clientes a controlar su peso, ganar energía y recuperar
            su vitalidad con planes personalizados, hechos a la medida de su cuerpo, sus gustos y su rutina.
          </p>
          <ul className="about-features">
            <li className="about-feature">
              <span className="about-feature-icon" aria-hidden="true">
                <Sprout size={26} />
              </span>
              <div>
                <h3 className="about-feature-title">El Líder en Agricultura</h3>
                <p>Ingredientes cultivados con cuidado, de origen vegetal y con la trazabilidad que tu cuerpo merece.</p>
              </div>
            </li>
            <li className="about-feature">
              <span className="about-feature-icon" aria-hidden="true">
                <Leaf size={26} />
              </span>
              <div>
                <h3 className="about-feature-title">Soluciones Orgánicas Inteligentes</h3>
                <p>Nutrición práctica para el día a día: batidos, suplementos y hábitos simples que sí puedes mantener.</p>
              </div>
            </li>
          </ul>
          <Link to="/quienes-somos" className="btn btn-primary btn-lg">
            Descubre Más
          </Link>
        </div>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { Leaf, Sprout } from 'lucide-react';
import { coachName } from '../../../lib/site-config';
import aboutDetail240 from '../assets/about-detail-240.webp?no-inline';
import aboutDetail480 from '../assets/about-detail-480.webp?no-inline';
import { AboutCounter } from './about-counter';
import './about-section.css';

// The main picture is the largest element of the first screen on every public page (the about
// section sits in the layout), so it lives at a stable URL that index.html preloads.
export const ABOUT_MAIN_IMAGE = {
  src: '/images/about/about-main-400.webp',
  srcSet: '/images/about/about-main-400.webp 400w, /images/about/about-main-800.webp 800w',
  sizes: '(min-width: 992px) 360px, (min-width: 768px) 50vw, 78vw',
};

/** About section (spec §2), rendered by the main layout between the header and every public page. */
export function AboutSection() {
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
            fetchPriority="high"
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

import { Link } from 'react-router-dom';
import { usePageMeta, DEFAULT_DESCRIPTION } from '../../../lib/use-page-meta';
import { brandName } from '../../../lib/site-config';
import { AboutSection } from '../components/about-section';
import { HeroSlider } from '../components/hero-slider';
import { CategoryCarousel } from '../components/category-carousel';
import '../home.css';

/**
 * Home `/` (spec §2): hero slider, the about section, category carousel and the 'Página de Inicio'
 * welcome text. The hero the team manages comes first; the about section follows it here instead
 * of sitting above the page in the layout (docs/decisions/014).
 */
export default function HomePage() {
  usePageMeta(brandName, DEFAULT_DESCRIPTION);
  return (
    <>
      <HeroSlider />
      <AboutSection belowHero />
      <CategoryCarousel />
      <section className="section section-alt home-welcome" aria-labelledby="inicio-titulo">
        <div className="container home-welcome-inner">
          <h2 id="inicio-titulo">Página de Inicio</h2>
          <p className="lead">
            Bienvenido a {brandName}. Aquí encontrarás asesorías nutricionales personalizadas, retos de 10, 21 y 90 días y el acompañamiento
            de una coach que te guía paso a paso hacia una vida más sana, con más energía y sin dietas imposibles.
          </p>
          <div className="btn-row home-welcome-actions">
            <Link to="/registro" className="btn btn-primary btn-lg">
              Agenda tu asesoría
            </Link>
            <Link to="/reto21dias" className="btn btn-outline btn-lg">
              Conoce el reto de 21 días
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

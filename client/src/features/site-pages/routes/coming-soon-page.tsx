import { Link, useLocation } from 'react-router-dom';
import { Hourglass } from 'lucide-react';
import { usePageMeta } from '../../../lib/use-page-meta';
import '../site-pages.css';

const PAGES: Record<string, { title: string; text: string }> = {
  '/blog': { title: 'Blog', text: 'Muy pronto publicaremos recetas, consejos de alimentación y historias de nuestros clientes.' },
};

/** /blog: an honest 'Próximamente' page with a way back. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const page = PAGES[pathname.toLowerCase().replace(/\/+$/, '')] ?? { title: 'Próximamente', text: 'Esta sección está en construcción.' };
  usePageMeta(`${page.title} — Próximamente`, page.text);
  return (
    <section className="section site-page coming-soon" aria-labelledby="proximamente-titulo">
      <div className="container coming-soon-inner">
        <span className="value-icon" aria-hidden="true">
          <Hourglass size={28} />
        </span>
        <p className="eyebrow">{page.title}</p>
        <h1 id="proximamente-titulo">Próximamente</h1>
        <p className="lead">{page.text}</p>
        <div className="btn-row">
          <Link to="/" className="btn btn-primary btn-lg">
            Volver al inicio
          </Link>
          <Link to="/registro" className="btn btn-outline btn-lg">
            Agenda tu asesoría
          </Link>
        </div>
      </div>
    </section>
  );
}

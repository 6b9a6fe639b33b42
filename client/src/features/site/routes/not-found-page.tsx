import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function NotFoundPage() {
  usePageMeta('Página no encontrada', 'La página que buscas no existe o fue movida.');
  return (
    <section className="section not-found">
      <div className="container not-found-inner">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>Página no encontrada</h1>
        <p className="lead">Lo sentimos, la página que buscas no existe o fue movida.</p>
        <Link to="/" className="btn btn-primary">
          Volver al Inicio
        </Link>
      </div>
    </section>
  );
}

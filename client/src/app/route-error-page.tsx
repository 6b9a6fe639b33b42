import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/use-page-meta';

/** Shown when a page throws or its code chunk cannot be loaded (e.g. after a new deployment). */
export function RouteErrorPage({ error }: { error?: unknown }) {
  usePageMeta('Algo salió mal');
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="section not-found">
      <div className="container not-found-inner">
        <h1>Algo salió mal</h1>
        <p className="lead">No pudimos mostrar esta página. Recarga la página o vuelve al inicio.</p>
        <div className="btn-row">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Recargar página
          </button>
          <Link to="/" className="btn btn-outline">
            Volver al Inicio
          </Link>
        </div>
      </div>
    </section>
  );
}

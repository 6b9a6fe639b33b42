import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { brandName } from '../../lib/site-config';

const noSubscription = () => () => {};
const currentYear = () => new Date().getFullYear();
// Pre-rendered pages carry the build's year; hydration starts from it, then shows the visitor's.
const buildYear = () => __BUILD_YEAR__;

/**
 * Footer (spec §1, §2): copyright line and two plain links to /Politicas that leave the SPA; the
 * shop's terms of sale (Ley 1480) beside them.
 */
export function Footer() {
  const year = useSyncExternalStore(noSubscription, currentYear, buildYear);
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p className="footer-copy">
          © {year} {brandName}. Todos los derechos reservados.
        </p>
        <ul className="footer-links">
          <li>
            <a href="/Politicas">Política de Privacidad</a>
          </li>
          <li>
            <a href="/Politicas">Términos y Condiciones</a>
          </li>
          <li>
            <Link to="/terminos">Términos de venta</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}

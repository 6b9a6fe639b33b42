import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from '../components/layout/header';
import { Footer } from '../components/layout/footer';
import { PageSpinner } from '../components/ui/spinner';
import { AboutSection } from '../features/home/components/about-section';
import { RouteErrorBoundary } from './route-error-boundary';
import type { MenuLink } from '../lib/screens';

interface SiteLayoutProps {
  /** The header's links (spec §2 "Public header and footer"): the screens whose entry says `menu`. */
  menu: readonly MenuLink[];
  /**
   * The about section between the header and the page (spec §2's main layout): on the pages that
   * market. Pages where people come to do something (account, booking management, verification,
   * legal, errors, shop and blog) open on their own heading instead (docs/decisions/014).
   */
  about?: boolean;
}

/** Public layout: header, the about section where it markets, the routed page, footer. */
export function SiteLayout({ menu, about = false }: SiteLayoutProps) {
  return (
    <div className="app-shell">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <Header links={menu} />
      {about && <AboutSection />}
      <main id="contenido" className="site-main" tabIndex={-1}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

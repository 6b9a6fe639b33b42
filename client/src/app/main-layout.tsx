import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from '../components/layout/header';
import { Footer } from '../components/layout/footer';
import { PageSpinner } from '../components/ui/spinner';
import { AboutSection } from '../features/home/components/about-section';
import { RouteErrorBoundary } from './route-error-boundary';

/** Public layout (spec §2): header area, about section, routed page content, footer. */
export function MainLayout() {
  return (
    <div className="app-shell">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <Header />
      <AboutSection />
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

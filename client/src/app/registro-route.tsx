import { lazy, Suspense } from 'react';
import { FunnelSections } from '../features/funnel/components/funnel-sections';
import { PageSpinner } from '../components/ui/spinner';
import { usePageMeta } from '../lib/use-page-meta';
import { useDeferredMount } from '../lib/use-deferred-mount';

// The booking form (date picker, phone input, form + schema libraries) is its own chunk, loaded
// once the page is idle or the form nears the viewport: the funnel sections above it paint first.
const RegistrationForm = lazy(() =>
  import('../features/booking/components/registration-form').then((m) => ({ default: m.RegistrationForm })),
);

/** /registro and /inscripcion (spec §2): the promotional funnel sections, then the booking form. */
export default function RegistroRoute() {
  usePageMeta('Únete a nuestro equipo', 'Regístrate y agenda tu asesoría personalizada de nutrición en Colombia.');
  const { ref, ready } = useDeferredMount();
  const spinner = <PageSpinner label="Cargando formulario..." />;
  return (
    <>
      <FunnelSections />
      <section ref={ref} className="section section-alt" id="formulario-registro" aria-label="Formulario de registro">
        <div className="container">
          {ready ? (
            <Suspense fallback={spinner}>
              <RegistrationForm />
            </Suspense>
          ) : (
            spinner
          )}
        </div>
      </section>
    </>
  );
}

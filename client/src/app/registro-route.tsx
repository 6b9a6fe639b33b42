import { lazy, Suspense, useEffect, useState } from 'react';
import { FunnelSections } from '../features/funnel/components/funnel-sections';
import { PageSpinner } from '../components/ui/spinner';
import { usePageMeta } from '../lib/use-page-meta';
import { useDeferredMount } from '../lib/use-deferred-mount';

// The booking form (date picker, phone input, form + schema libraries) is its own chunk, loaded
// once the page is idle or the form nears the viewport: the funnel sections above it paint first.
const BookingForm = lazy(() => import('../features/booking/components/booking-form').then((m) => ({ default: m.BookingForm })));

/**
 * True from the first time anything on the page takes focus. Someone tabbing down the page moves
 * faster than the (smooth) scroll that would bring the form near the viewport: without this, their
 * focus passed the empty form section and went on to the footer before the form had loaded.
 */
function useFocusedOnce(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const onFocusIn = () => setFocused(true);
    document.addEventListener('focusin', onFocusIn, { once: true });
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  return focused;
}

/** /registro and /inscripcion (spec §2): the promotional funnel sections, then the booking form. */
export default function RegistroRoute() {
  usePageMeta('Únete a nuestro equipo', 'Regístrate y agenda tu asesoría personalizada de nutrición en Colombia.');
  const { ref, ready } = useDeferredMount();
  const keyboardUser = useFocusedOnce();
  const spinner = <PageSpinner label="Cargando formulario..." />;
  return (
    <>
      {/* the page's title for assistive technology: the funnel sections below each carry an h2 */}
      <h1 className="visually-hidden">Únete a nuestro equipo</h1>
      <FunnelSections />
      <section ref={ref} className="section section-alt" id="formulario-registro" aria-label="Formulario de registro">
        <div className="container">
          {ready || keyboardUser ? (
            <Suspense fallback={spinner}>
              <BookingForm />
            </Suspense>
          ) : (
            spinner
          )}
        </div>
      </section>
    </>
  );
}

import { FunnelSections } from '../features/funnel/components/funnel-sections';
import { RegistrationForm } from '../features/booking/components/registration-form';
import { usePageMeta } from '../lib/use-page-meta';

/** /registro and /inscripcion (spec §2): the promotional funnel sections, then the booking form. */
export default function RegistroRoute() {
  usePageMeta('Únete a nuestro equipo', 'Regístrate y agenda tu asesoría personalizada de nutrición en Colombia.');
  return (
    <>
      <FunnelSections />
      <section className="section section-alt" id="formulario-registro" aria-label="Formulario de registro">
        <div className="container">
          <RegistrationForm />
        </div>
      </section>
    </>
  );
}

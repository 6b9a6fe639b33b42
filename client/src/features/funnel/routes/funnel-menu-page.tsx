import { usePageMeta } from '../../../lib/use-page-meta';
import { FunnelSections } from '../components/funnel-sections';

/** /menuembudo: every funnel section chained on one page. */
export default function FunnelMenuPage() {
  usePageMeta(
    'Tu camino hacia una vida sana',
    'Retos de 10, 21 y 90 días, video motivacional, perfil de tu coach y testimonios de clientes reales.',
  );
  return (
    <>
      <h1 className="visually-hidden">Tu camino hacia una vida sana</h1>
      <FunnelSections />
    </>
  );
}

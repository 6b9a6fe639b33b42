import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export type FunnelSection =
  | 'sliderembudo'
  | 'videomotivacional'
  | 'retos'
  | 'perfilpro'
  | 'perfilprofesional'
  | 'testimonials'
  | 'tarjetasico';

const titles: Record<FunnelSection, string> = {
  sliderembudo: 'Slider',
  videomotivacional: 'Video motivacional',
  retos: 'Retos',
  perfilpro: 'Perfil profesional',
  perfilprofesional: 'Perfil profesional',
  testimonials: 'Testimonios',
  tarjetasico: 'Categorías',
};

// Temporary: the funnel section pages; the router passes `section`.
export default function FunnelSectionPage({ section }: { section: FunnelSection }) {
  return <PlaceholderPage title={titles[section]} />;
}

import type { ComponentType } from 'react';
import { usePageMeta } from '../../../lib/use-page-meta';
import type { HeadingLevel } from '../components/section-heading';
import { FunnelImageSlider } from '../components/funnel-image-slider';
import { MotivationalVideo } from '../components/motivational-video';
import { ChallengesSection } from '../components/challenges-section';
import { CoachingProfile } from '../components/coaching-profile';
import { TestimonialsSection } from '../components/testimonials-section';

export type FunnelSection = 'sliderembudo' | 'videomotivacional' | 'retos' | 'perfilpro' | 'perfilprofesional' | 'testimonials';

const sections: Record<FunnelSection, { title: string; description: string; Component: ComponentType<{ headingLevel?: HeadingLevel }> }> = {
  sliderembudo: {
    title: 'Imágenes del programa',
    description: 'Conoce en imágenes cómo acompañamos tu cambio de hábitos.',
    Component: FunnelImageSlider,
  },
  videomotivacional: {
    title: 'Video motivacional',
    description: '¿Quién dirige tu Destino? está en tus manos: mira el video y da el primer paso.',
    Component: MotivationalVideo,
  },
  retos: {
    title: 'Retos de bienestar',
    description: 'Elige tu reto de 10, 21 o 90 días y transforma tu alimentación.',
    Component: ChallengesSection,
  },
  perfilpro: {
    title: 'Perfil profesional',
    description: 'Conoce a tu coach de bienestar y cómo trabaja contigo.',
    Component: CoachingProfile,
  },
  perfilprofesional: {
    title: 'Perfil profesional',
    description: 'Conoce a tu coach de bienestar y cómo trabaja contigo.',
    Component: CoachingProfile,
  },
  testimonials: {
    title: 'Testimonios',
    description: 'Historias reales de clientes que cambiaron su alimentación y su vida.',
    Component: TestimonialsSection,
  },
};

/** The single-section routes of spec §2 "Other routes": one funnel section on its own page. */
export default function FunnelSectionPage({ section }: { section: FunnelSection }) {
  const { title, description, Component } = sections[section];
  usePageMeta(title, description);
  return <Component headingLevel={1} />;
}

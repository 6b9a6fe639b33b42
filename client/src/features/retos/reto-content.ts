import reto10Small from './assets/reto-10-640.webp?no-inline';
import reto10Large from './assets/reto-10-1200.webp?no-inline';
import reto21Small from './assets/reto-21-640.webp?no-inline';
import reto21Large from './assets/reto-21-1200.webp?no-inline';
import reto90Small from './assets/reto-90-640.webp?no-inline';
import reto90Large from './assets/reto-90-1200.webp?no-inline';

export type RetoDays = 10 | 21 | 90;

export interface RetoContent {
  days: RetoDays;
  eyebrow: string;
  headline: string;
  description: string[];
  benefits: string[];
  image: { small: string; large: string; alt: string };
  metaDescription: string;
}

/** The three challenge pages (spec §2: image, headline, description, benefits, back button). */
export const RETOS: Record<RetoDays, RetoContent> = {
  10: {
    days: 10,
    eyebrow: 'Reto 10 días',
    headline: 'Despierta tu energía en 10 días',
    description: [
      'Un punto de partida sencillo para quienes quieren sentirse mejor sin cambiarlo todo de golpe. Durante diez días ordenamos tus horarios de comida, reducimos los ultraprocesados y el azúcar, y sumamos hidratación y nutrición de calidad desde el desayuno.',
      'Recibes un plan diario claro, recetas rápidas con ingredientes que consigues en cualquier mercado de Colombia y el acompañamiento de tu coach por chat para resolver dudas sobre la marcha.',
    ],
    benefits: [
      'Menos sensación de pesadez e hinchazón después de comer.',
      'Más energía en la mañana y menos bajones a media tarde.',
      'Una rutina de desayuno nutritivo que toma menos de cinco minutos.',
      'Mejor hidratación con metas diarias fáciles de cumplir.',
      'Claridad sobre qué reto seguir después según tus resultados.',
    ],
    image: { small: reto10Small, large: reto10Large, alt: 'Ilustración del reto de 10 días: hojas frescas sobre fondo verde oliva' },
    metaDescription:
      'Reto de 10 días para desinflamar, ordenar tus comidas y recuperar energía con un plan diario y acompañamiento de tu coach.',
  },
  21: {
    days: 21,
    eyebrow: 'Reto 21 días',
    headline: 'Convierte la alimentación sana en un hábito en 21 días',
    description: [
      'Tres semanas pensadas para que los cambios se queden contigo. Cada semana tiene un enfoque: la primera ordena tus comidas, la segunda equilibra tus porciones y la tercera afianza los hábitos para que sigan cuando termine el reto.',
      'Tendrás un plan de alimentación ajustado a tu peso, tu edad y tus objetivos, seguimiento semanal de tus medidas y un grupo de apoyo donde compartir logros y recetas.',
    ],
    benefits: [
      'Hábitos de alimentación que se mantienen después del reto.',
      'Control de porciones sin contar calorías ni pasar hambre.',
      'Seguimiento semanal de peso y medidas para ver tu progreso.',
      'Mejor descanso y digestión gracias a horarios más regulares.',
      'Un grupo de apoyo que te motiva a no abandonar.',
    ],
    image: { small: reto21Small, large: reto21Large, alt: 'Ilustración del reto de 21 días: hojas sobre fondo verde azulado' },
    metaDescription: 'Reto de 21 días para convertir la alimentación saludable en un hábito, con plan personalizado y seguimiento semanal.',
  },
  90: {
    days: 90,
    eyebrow: 'Reto 90 días',
    headline: 'Tu transformación completa en 90 días',
    description: [
      'El programa más completo, para quienes tienen una meta clara: bajar de peso de forma sostenible, ganar masa muscular o recuperar la vitalidad. Trabajamos por etapas de treinta días, con metas medibles y ajustes del plan según tu evolución.',
      'Incluye asesorías personalizadas de seguimiento, un plan de nutrición que cambia contigo, recomendaciones de actividad física según tu nivel y el acompañamiento cercano de tu coach durante todo el proceso.',
    ],
    benefits: [
      'Resultados visibles y medibles en peso, medidas y composición corporal.',
      'Un plan que se ajusta cada mes según tu progreso y tu rutina.',
      'Asesorías de seguimiento para celebrar logros y corregir el rumbo.',
      'Más fuerza, energía y confianza en tu día a día.',
      'Herramientas para mantener tus resultados a largo plazo.',
    ],
    image: { small: reto90Small, large: reto90Large, alt: 'Ilustración del reto de 90 días: hojas sobre fondo verde intenso' },
    metaDescription: 'Reto de 90 días de transformación completa: metas medibles, plan que se ajusta cada mes y asesorías de seguimiento.',
  },
};

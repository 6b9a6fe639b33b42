/**
 * The site's own pages as the search finds them (issue #27), zod-free: a title, the line a result
 * shows and words people may type for it. Their titles and descriptions are the pages' own
 * (usePageMeta in each client page); the shop's categories are pages too.
 */
import { CATEGORIAS } from './shop-public.js';

export interface SearchablePage {
  url: string;
  titulo: string;
  resumen: string;
  /** Other words that should find the page (not shown). */
  palabras?: string;
}

export const SEARCHABLE_PAGES: readonly SearchablePage[] = [
  {
    url: '/',
    titulo: 'Inicio',
    resumen: 'Asesorías personalizadas de nutrición y retos de bienestar de 10, 21 y 90 días en Colombia.',
    palabras: 'página principal coach bienestar',
  },
  {
    url: '/quienes-somos',
    titulo: 'Quiénes Somos',
    resumen: 'Conoce a tu coach y al equipo: asesoría nutricional personalizada y retos de bienestar en Colombia.',
    palabras: 'acerca nosotros equipo',
  },
  {
    url: '/contacto',
    titulo: 'Contacto',
    resumen: 'Escríbenos por WhatsApp o llámanos. Atendemos en toda Colombia.',
    palabras: 'whatsapp teléfono llamar ayuda dudas',
  },
  {
    url: '/registro',
    titulo: 'Agenda tu asesoría',
    resumen: 'Regístrate y agenda tu asesoría personalizada de nutrición en Colombia.',
    palabras: 'únete a nuestro equipo cita reservar inscripción registro',
  },
  {
    url: '/tienda',
    titulo: 'Tienda',
    resumen: 'Batidos, tés, fibra, colágeno, proteína y cuidado de la piel, con envío a toda Colombia. Precios en pesos con IVA incluido.',
    palabras: 'productos comprar',
  },
  { url: '/blog', titulo: 'Blog', resumen: 'Recetas, consejos de alimentación e historias de nuestros clientes.', palabras: 'artículos' },
  {
    url: '/menuembudo',
    titulo: 'Tu camino hacia una vida sana',
    resumen: 'Retos de 10, 21 y 90 días, video motivacional, perfil de tu coach y testimonios de clientes reales.',
  },
  { url: '/retos', titulo: 'Retos de bienestar', resumen: 'Elige tu reto de 10, 21 o 90 días y transforma tu alimentación.' },
  {
    url: '/videomotivacional',
    titulo: 'Video motivacional',
    resumen: '¿Quién dirige tu Destino? está en tus manos: mira el video y da el primer paso.',
  },
  { url: '/perfilprofesional', titulo: 'Perfil profesional', resumen: 'Conoce a tu coach de bienestar y cómo trabaja contigo.' },
  { url: '/testimonials', titulo: 'Testimonios', resumen: 'Historias reales de clientes que cambiaron su alimentación y su vida.' },
  {
    url: '/TarjetasIco',
    titulo: 'Categorías a tu Medida',
    resumen: 'Nutrición interna, externa, específica, deportiva y planes a tu medida: elige la categoría que se ajusta a tus necesidades.',
  },
  {
    url: '/Politicas',
    titulo: 'Política de Privacidad',
    resumen: 'Política de privacidad y tratamiento de datos personales conforme a la Ley 1581 de 2012 de Colombia.',
    palabras: 'datos personales habeas data',
  },
  {
    url: '/terminos',
    titulo: 'Términos y condiciones de venta',
    resumen:
      'Condiciones de compra en la tienda: precios, medios de pago, envíos, derecho de retracto, reversión del pago, garantía y cómo presentar una queja (Ley 1480 de 2011).',
    palabras: 'devolución devoluciones',
  },
  { url: '/carrito', titulo: 'Carrito', resumen: 'Los productos que elegiste, con sus precios actuales.', palabras: 'compra' },
  { url: '/login', titulo: 'Iniciar Sección', resumen: 'Entra a tu cuenta.', palabras: 'iniciar sesión ingresar entrar cuenta' },
  ...CATEGORIAS.map((c) => ({
    url: `/tienda?categoria=${c.slug}`,
    titulo: c.nombre,
    resumen: `${c.subtitulo}: los productos de ${c.nombre} en la tienda.`,
    palabras: c.slug.replace(/-/g, ' '),
  })),
];

/** A reto's page as the search finds it. */
export interface SearchableReto {
  url: string;
  eyebrow: string;
  headline: string;
  description: string[];
  benefits: string[];
  metaDescription: string;
}

/**
 * The three retos' texts as their pages show them today (client/src/features/retos/reto-content.ts,
 * spec §2). A copy, while the retos live in the client's code: once they are data the team manages
 * (issue #28), their module's search source replaces this list (server/src/search-sources.ts).
 */
export const SEARCHABLE_RETOS: readonly SearchableReto[] = [
  {
    url: '/reto10dias',
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
    metaDescription:
      'Reto de 10 días para desinflamar, ordenar tus comidas y recuperar energía con un plan diario y acompañamiento de tu coach.',
  },
  {
    url: '/reto21dias',
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
    metaDescription: 'Reto de 21 días para convertir la alimentación saludable en un hábito, con plan personalizado y seguimiento semanal.',
  },
  {
    url: '/reto90dias',
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
    metaDescription: 'Reto de 90 días de transformación completa: metas medibles, plan que se ajusta cada mes y asesorías de seguimiento.',
  },
];

/**
 * The site's own pages as the search finds them, zod-free: a title, the line a result
 * shows and words people may type for it. Their titles and descriptions are the pages' own
 * (usePageMeta in each client page); the shop's categories are pages too. Each page is a screen
 * whose entry in the client's registry says `search` (client/src/app/screens.ts), and
 * client/src/app/screens.test.tsx checks that both name the same pages: the data stays here
 * because the server indexes it.
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

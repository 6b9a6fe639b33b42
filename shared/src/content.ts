/**
 * Public site content (spec §3, §7 "Public"): the shapes the public GETs answer, shared by the
 * server routes and the client sections that show them. Paths are relative to the site root
 * (e.g. 'uploads/demo/hero-1.webp'); the client prefixes them with the site root.
 */

/** Home hero slides always have ids 1..3 (spec §9). */
export const HOME_SLIDE_IDS = [1, 2, 3] as const;
/** Funnel image slider slots (spec §9). */
export const SLIDER_SLOTS = 3;

/** GET /api/inicio-slides → InicioSlide[] */
export interface InicioSlide {
  id: number;
  sub_title: string;
  title1_pre: string;
  title1_highlight: string;
  title2: string;
  hero_img_path: string | null;
}

/** GET /api/slider-images → string[] (null/empty slots dropped, in slot order). */
export type SliderImages = string[];

/**
 * GET /api/video-motivacional-path → a JSON string. When no video is stored the answer is the
 * empty JSON string `""` (status 200), which the client shows as 'Video no disponible en este momento.'.
 */
export type MotivationalVideoPath = string;

/** GET /api/perfil-pro-data. `text` is '' when none is stored; paths are null when absent. */
export interface PerfilProData {
  imagePath: string | null;
  text: string;
  videoPath: string | null;
}

/** GET /api/testimonials → only active ones, ordered by `orden` then id. */
export interface PublicTestimonial {
  id: number;
  title: string;
  description: string | null;
  video_path: string | null;
  poster_path: string | null;
}

/** The public read endpoints, relative to the API base. */
export const CONTENT_ENDPOINTS = {
  inicioSlides: '/inicio-slides',
  sliderImages: '/slider-images',
  motivationalVideo: '/video-motivacional-path',
  perfilPro: '/perfil-pro-data',
  testimonials: '/testimonials',
} as const;

/** Public pages listed in /sitemap.xml (absolute URLs are built by the server from PUBLIC_URL). */
export const SITEMAP_PATHS = [
  '/',
  '/registro',
  '/quienes-somos',
  '/contacto',
  '/reto10dias',
  '/reto21dias',
  '/reto90dias',
  '/menuembudo',
  '/testimonials',
  '/perfilprofesional',
  '/TarjetasIco',
  '/Politicas',
  '/terminos',
  '/tienda',
  '/paginas',
] as const;

/**
 * The public pages built to HTML at build time (client/scripts/build.mjs) and served as such by
 * the server, so that they paint before any JavaScript runs. `module` is the page's lazy module as
 * the Vite manifest names it: its CSS is linked from the built page. The build fails if a module
 * is missing from the manifest. Pages that depend on the visitor (account, booking verification,
 * admin) are not listed: they start from the empty shell.
 */
export interface PrerenderedPage {
  path: string;
  module: string;
}

const HOME = 'src/features/home/routes/home-page.tsx';
const ABOUT = 'src/features/site-pages/routes/about-page.tsx';
const COMING_SOON = 'src/features/site-pages/routes/coming-soon-page.tsx';
const RETO = 'src/features/retos/routes/reto-page.tsx';
const FUNNEL_SECTION = 'src/features/funnel/routes/funnel-section-page.tsx';
const REGISTRO = 'src/app/registro-route.tsx';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', module: HOME },
  { path: '/acerca', module: ABOUT },
  { path: '/quienes-somos', module: ABOUT },
  { path: '/about', module: ABOUT },
  { path: '/contacto', module: 'src/features/site-pages/routes/contact-page.tsx' },
  { path: '/paginas', module: COMING_SOON },
  { path: '/blog', module: COMING_SOON },
  { path: '/tienda', module: COMING_SOON },
  { path: '/Politicas', module: 'src/features/site/routes/politicas-page.tsx' },
  { path: '/reto10dias', module: RETO },
  { path: '/reto21dias', module: RETO },
  { path: '/reto90dias', module: RETO },
  { path: '/menuembudo', module: 'src/features/funnel/routes/funnel-menu-page.tsx' },
  { path: '/sliderembudo', module: FUNNEL_SECTION },
  { path: '/videomotivacional', module: FUNNEL_SECTION },
  { path: '/retos', module: FUNNEL_SECTION },
  { path: '/perfilpro', module: FUNNEL_SECTION },
  { path: '/perfilprofesional', module: FUNNEL_SECTION },
  { path: '/testimonials', module: FUNNEL_SECTION },
  { path: '/TarjetasIco', module: 'src/features/home/routes/category-cards-page.tsx' },
  { path: '/registro', module: REGISTRO },
  { path: '/inscripcion', module: REGISTRO },
];

/**
 * The public pages built to HTML at build time (client/scripts/build.mjs) and served as such by
 * the server, so that they paint before any JavaScript runs. `module` is the page's lazy module as
 * the Vite manifest names it: its CSS is linked from the built page. The build fails if a module
 * is missing from the manifest. Pages that depend on the visitor (account, booking verification,
 * admin) are not listed: they start from the empty shell.
 *
 * `canonical` names the page a duplicate path shows (its canonical URL and og:url point there, as
 * the sitemap does). Every page also gets a share image (og:image) drawn at build time from its
 * title.
 */
export interface PrerenderedPage {
  path: string;
  module: string;
  canonical?: string;
}

const HOME = 'src/features/home/routes/home-page.tsx';
const ABOUT = 'src/features/site-pages/routes/about-page.tsx';
const RETO = 'src/features/retos/routes/reto-page.tsx';
const FUNNEL_SECTION = 'src/features/funnel/routes/funnel-section-page.tsx';
const REGISTRO = 'src/app/registro-route.tsx';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', module: HOME },
  { path: '/acerca', module: ABOUT, canonical: '/quienes-somos' },
  { path: '/quienes-somos', module: ABOUT },
  { path: '/about', module: ABOUT, canonical: '/quienes-somos' },
  { path: '/contacto', module: 'src/features/site-pages/routes/contact-page.tsx' },
  { path: '/paginas', module: 'src/features/shop/routes/paginas-page.tsx' },
  { path: '/blog', module: 'src/features/blog/routes/blog-page.tsx' },
  { path: '/tienda', module: 'src/features/shop/routes/tienda-page.tsx' },
  { path: '/Politicas', module: 'src/features/site/routes/politicas-page.tsx' },
  { path: '/terminos', module: 'src/features/checkout/routes/terminos-page.tsx' },
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
  { path: '/inscripcion', module: REGISTRO, canonical: '/registro' },
];

/**
 * The page the server answers, with a 404 status, for a path outside the route table: any path
 * the route table sends to its catch-all route renders it.
 */
export const NOT_FOUND_PAGE: PrerenderedPage = { path: '/pagina-no-encontrada', module: 'src/features/site/routes/not-found-page.tsx' };

/**
 * Pages whose address holds data (a product's slug): their loading state is pre-rendered once, at
 * `path` (any value of the parameter renders the same first frame), and the server writes each
 * one's head per request from the database (server/src/web/page-head.ts) for link previews.
 * `route` is the route table's pattern; the build lists them in prerendered/templates.json.
 */
export const TEMPLATE_PAGES: readonly (PrerenderedPage & { route: string })[] = [
  { route: '/tienda/:slug', path: '/tienda/producto', module: 'src/features/shop/routes/producto-page.tsx' },
  { route: '/blog/:slug', path: '/blog/entrada', module: 'src/features/blog/routes/post-page.tsx' },
  { route: '/retos/:slug', path: '/retos/reto', module: RETO },
];

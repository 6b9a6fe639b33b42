import type { Screen } from '../../lib/screens';

const about = () => import('./routes/about-page');
const ABOUT = 'src/features/site-pages/routes/about-page.tsx';

/** Quiénes Somos under its three addresses (/quienes-somos is the canonical one) and Contacto. */
export const sitePagesScreens: readonly Screen[] = [
  {
    path: '/acerca',
    page: about,
    layout: 'marketing',
    prerender: { module: ABOUT, canonical: '/quienes-somos' },
    menu: { label: 'Quiénes Somos', order: 2 },
  },
  { path: '/quienes-somos', page: about, layout: 'marketing', prerender: { module: ABOUT }, search: true },
  { path: '/about', page: about, layout: 'marketing', prerender: { module: ABOUT, canonical: '/quienes-somos' } },
  {
    path: '/contacto',
    page: () => import('./routes/contact-page'),
    layout: 'marketing',
    prerender: { module: 'src/features/site-pages/routes/contact-page.tsx' },
    menu: { label: 'Contacto', order: 6 },
    search: true,
  },
];

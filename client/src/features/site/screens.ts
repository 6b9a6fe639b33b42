import type { Screen } from '../../lib/screens';

/** The privacy policy and the not-found page, which any path outside the route table shows. */
export const siteScreens: readonly Screen[] = [
  {
    path: '/Politicas',
    page: () => import('./routes/politicas-page'),
    layout: 'task',
    prerender: { module: 'src/features/site/routes/politicas-page.tsx' },
    search: true,
  },
  {
    path: '*',
    page: () => import('./routes/not-found-page'),
    layout: 'task',
    // the page the server answers, with a 404 status, for a path outside the route table
    prerender: { module: 'src/features/site/routes/not-found-page.tsx', at: '/pagina-no-encontrada' },
    sweep: '/una-ruta-que-no-existe',
  },
];

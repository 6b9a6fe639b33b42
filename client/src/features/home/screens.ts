import type { Screen } from '../../lib/screens';

/** The home page and the shop's categories as cards (docs/architecture.md §9, "Screens"). */
export const homeScreens: readonly Screen[] = [
  {
    path: '/',
    page: () => import('./routes/home-page'),
    layout: 'home',
    prerender: { module: 'src/features/home/routes/home-page.tsx' },
    menu: { label: 'Inicio', order: 1 },
    search: true,
  },
  {
    path: '/TarjetasIco',
    page: () => import('./routes/category-cards-page'),
    layout: 'marketing',
    prerender: { module: 'src/features/home/routes/category-cards-page.tsx' },
    search: true,
  },
];

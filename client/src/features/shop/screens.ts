import type { Screen } from '../../lib/screens';

/** The shop's public pages: task pages (docs/decisions/014). */
export const shopScreens: readonly Screen[] = [
  {
    path: '/paginas',
    page: () => import('./routes/paginas-page'),
    layout: 'task',
    prerender: { module: 'src/features/shop/routes/paginas-page.tsx' },
    menu: { label: 'Productos', order: 4 },
  },
  {
    path: '/tienda',
    page: () => import('./routes/tienda-page'),
    layout: 'task',
    prerender: { module: 'src/features/shop/routes/tienda-page.tsx' },
    search: true,
  },
  {
    path: '/tienda/:slug',
    page: () => import('./routes/producto-page'),
    layout: 'task',
    // an unknown or withdrawn product shows the site's not-found page (the page server answers it with a 404)
    notFound: true,
    prerender: { module: 'src/features/shop/routes/producto-page.tsx', at: '/tienda/producto' },
    // a demo product of the seed
    sweep: '/tienda/batido-nutricional-vainilla',
  },
  // the cart as a new visitor finds it (shop.spec.ts checks a full one)
  { path: '/carrito', page: () => import('./routes/carrito-page'), layout: 'task', search: true },
];

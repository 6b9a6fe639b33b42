import type { Screen } from '../../lib/screens';

/** Buying: the checkout, Mi pedido, the online payment's result and the terms of sale. */
export const checkoutScreens: readonly Screen[] = [
  // with an empty cart (client/e2e/checkout.spec.ts walks the full one)
  { path: '/checkout', page: () => import('./routes/checkout-page'), layout: 'task' },
  // Mi pedido of an unknown link
  { path: '/pedido/:token', page: () => import('./routes/pedido-page'), layout: 'task', sweep: '/pedido/un-enlace-que-no-existe' },
  {
    path: '/pedido/:token/resultado',
    page: () => import('./routes/pago-resultado-page'),
    layout: 'task',
    // the result of an online payment for an unknown link: the server is asked and refuses it
    sweep: '/pedido/un-enlace-que-no-existe/resultado?id=1234-1610641025-49201&env=test',
  },
  {
    path: '/terminos',
    page: () => import('./routes/terminos-page'),
    layout: 'task',
    prerender: { module: 'src/features/checkout/routes/terminos-page.tsx' },
    search: true,
  },
];

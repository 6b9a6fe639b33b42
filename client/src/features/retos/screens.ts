import type { Screen } from '../../lib/screens';

const reto = () => import('./routes/reto-page');
const RETO = 'src/features/retos/routes/reto-page.tsx';

/** A reto's page: the three original ones at their old addresses, any reto created later at /retos/:slug. */
export const retosScreens: readonly Screen[] = [
  ...['reto10dias', 'reto21dias', 'reto90dias'].map((slug): Screen => ({
    path: `/${slug}`,
    page: reto,
    props: { slug },
    layout: 'marketing',
    prerender: { module: RETO },
  })),
  {
    path: '/retos/:slug',
    page: reto,
    layout: 'marketing',
    prerender: { module: RETO, at: '/retos/reto' },
    // an unknown one shows its not-found state
    sweep: '/retos/reto-que-no-existe',
  },
];

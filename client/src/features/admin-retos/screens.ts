import type { Screen } from '../../lib/screens';
import { RETOS_PATH } from './lib/paths';

/** The retos the shop sells: the list, a reto's page (data, image, plan), its participants. */
export const adminRetosScreens: readonly Screen[] = [
  {
    path: RETOS_PATH,
    page: () => import('./routes/retos-page'),
    layout: 'dashboard',
    sidebar: { group: 'ventas', label: 'Retos', icon: 'Trophy', order: 4 },
  },
  // the seeded 21-day reto
  { path: `${RETOS_PATH}/:id`, page: () => import('./routes/reto-page'), layout: 'dashboard', sweep: `${RETOS_PATH}/2` },
  {
    path: `${RETOS_PATH}/:id/participantes`,
    page: () => import('./routes/participantes-page'),
    layout: 'dashboard',
    sweep: `${RETOS_PATH}/2/participantes`,
  },
];

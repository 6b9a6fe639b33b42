import type { Screen } from '../../lib/screens';

export const adminProgresoScreens: readonly Screen[] = [
  {
    path: '/admin/dashboard/progreso/:userId',
    page: () => import('./routes/persona-page'),
    layout: 'dashboard',
    // a person who has not consented: the page's not-found state (reto-tools.spec checks a real one)
    sweep: '/admin/dashboard/progreso/999999',
  },
];

import type { Screen } from '../../lib/screens';

export const adminActivityScreens: readonly Screen[] = [
  {
    path: '/admin/dashboard/actividad',
    page: () => import('./routes/actividad-page'),
    layout: 'dashboard',
    sidebar: { group: 'sistema', label: 'Actividad', icon: 'History', order: 2 },
  },
];

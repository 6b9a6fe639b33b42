import type { Screen } from '../../lib/screens';

export const adminBloqueosScreens: readonly Screen[] = [
  {
    path: '/admin/dashboard/bloqueos',
    page: () => import('./routes/bloqueos-page'),
    layout: 'dashboard',
    sidebar: { group: 'prospectos', label: 'Gestionar Bloqueos', icon: 'CalendarX', order: 2 },
  },
];

import type { Screen } from '../../lib/screens';

export const adminAgendaScreens: readonly Screen[] = [
  {
    path: '/admin/dashboard/agenda',
    page: () => import('./routes/agenda-page'),
    layout: 'dashboard',
    sidebar: { group: 'prospectos', label: 'Agenda', icon: 'CalendarClock', order: 1 },
  },
];
